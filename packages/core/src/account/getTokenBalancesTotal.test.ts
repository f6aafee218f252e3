import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { getTokenBalancesTotal, getTokenBalanceValue } from './getTokenBalancesTotal.js'

const dusd: TokenBalance = {
  name: 'Devnet USD',
  symbol: 'DUSD',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 1000,
  price: 1,
  quantity: { decimals: '18', numeric: '1000' },
  iconUrl: '',
}

describe('getTokenBalancesTotal', () => {
  it('sums the values of the balances', () => {
    expect(getTokenBalancesTotal([dusd, { ...dusd, value: 250.5 }])).toBe(1250.5)
    expect(getTokenBalancesTotal([])).toBe(0)
  })

  it('takes price × quantity when a balance has no value, and counts junk as 0', () => {
    const { value: _value, ...withoutValue } = dusd
    expect(
      getTokenBalanceValue({ ...withoutValue, price: 2.5, quantity: { decimals: '18', numeric: '4' } }),
    ).toBe(10)
    expect(getTokenBalanceValue({ ...withoutValue, quantity: { decimals: '18', numeric: 'lots' } })).toBe(0)
  })
})
