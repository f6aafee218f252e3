import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { createAccountStore } from './createAccountStore.js'
import { filterTokenBalances, setTokenBalances } from './setTokenBalances.js'
import { ETH_BALANCE, NFT_BALANCE } from './tokenBalanceFixtures.test-helper.js'

const eth = ETH_BALANCE
const nft = NFT_BALANCE
const usdc: TokenBalance = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b8',
  quantity: { decimals: '6', numeric: '10' },
}

describe('setTokenBalances', () => {
  it('[ACCT-009] a native token entry has no address and is kept', () => {
    const account = createAccountStore()
    setTokenBalances({ account }, { namespace: 'eip155', balances: [eth, usdc] })
    const [native] = account.getState().chains.eip155.tokenBalance
    expect(native).toEqual(eth)
    expect(native && 'address' in native).toBe(false)
  })

  it("[ACCT-010] tokens with quantity.decimals '0' are dropped", () => {
    const account = createAccountStore()
    setTokenBalances({ account }, { namespace: 'solana', balances: [eth, nft, usdc] })
    expect(account.getState().chains.solana.tokenBalance.map((balance) => balance.symbol)).toEqual([
      'ETH',
      'USDC',
    ])
    expect(account.getState().chains.eip155.tokenBalance).toEqual([])
  })

  test.prop([fc.array(fc.constantFrom('0', '6', '18', '00', ''))])(
    "[ACCT-010] exactly the entries with decimals '0' are dropped, order kept",
    (decimals) => {
      const balances = decimals.map((value, index) => ({
        ...eth,
        name: String(index),
        quantity: { decimals: value, numeric: '1' },
      }))
      const kept = filterTokenBalances(balances)
      expect(kept.map((balance) => balance.name)).toEqual(
        balances.filter((balance) => balance.quantity.decimals !== '0').map((balance) => balance.name),
      )
    },
  )
})
