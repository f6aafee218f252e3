import { mainnet } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { getInitialSendState, type SendState } from './createSendStore.js'
import { getMaxSendAmount } from './getMaxSendAmount.js'
import { getSendableTokens } from './getSendableTokens.js'
import { getSendProblem } from './getSendProblem.js'

const ETHER: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const DUSD: TokenBalance = {
  ...ETHER,
  name: 'Dev USD',
  symbol: 'DUSD',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '10' },
}
const FORM: SendState = {
  ...getInitialSendState(),
  token: ETHER,
  tokenBalances: [ETHER, DUSD],
  sendTokenAmount: '1',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  networkFee: '21000000000000',
  gasPrice: '1000000000',
}
const codeOf = (state: SendState, receiverValid = true) =>
  getSendProblem({ state, receiverValid, pricesGas: true })?.code

describe('getSendProblem', () => {
  it('a complete form within the balances can be sent', () => {
    expect(codeOf(FORM)).toBeUndefined()
  })

  it('each missing or wrong field is named, in the order the form reads', () => {
    expect(codeOf({ ...FORM, token: undefined })).toBe('SEND_SELECT_TOKEN')
    expect(codeOf({ ...FORM, sendTokenAmount: ' ' })).toBe('SEND_ENTER_AMOUNT')
    expect(codeOf({ ...FORM, sendTokenAmount: '0.0' })).toBe('SEND_ENTER_AMOUNT')
    for (const junk of ['-1', '1e3', '1.2.3', 'abc', '0x10', '1'.repeat(101)])
      expect(codeOf({ ...FORM, sendTokenAmount: junk })).toBe('SEND_INVALID_AMOUNT')
    expect(codeOf({ ...FORM, token: DUSD, sendTokenAmount: '1.0000001' })).toBe('SEND_INVALID_AMOUNT')
    expect(codeOf({ ...FORM, sendTokenAmount: '1.6' })).toBe('SEND_INSUFFICIENT_BALANCE')
    expect(codeOf({ ...FORM, receiverAddress: undefined })).toBe('SEND_ENTER_ADDRESS')
    expect(codeOf(FORM, false)).toBe('SEND_INVALID_ADDRESS')
    expect(codeOf({ ...FORM, networkFee: undefined })).toBe('SEND_FEE_PENDING')
  })

  it('the native balance must pay the fee on top of a native amount, and alone for a token', () => {
    expect(codeOf({ ...FORM, sendTokenAmount: '1.5' })).toBe('SEND_INSUFFICIENT_FEE_FUNDS')
    expect(
      getSendProblem({ state: { ...FORM, sendTokenAmount: '1.5' }, receiverValid: true, pricesGas: true })
        ?.message,
    ).toBe('Not enough ETH for the network fee')
    expect(codeOf({ ...FORM, token: DUSD, sendTokenAmount: '10' })).toBeUndefined()
    expect(codeOf({ ...FORM, token: DUSD, sendTokenAmount: '10', networkFee: '1500000000000000001' })).toBe(
      'SEND_INSUFFICIENT_FEE_FUNDS',
    )
  })
})

describe('getMaxSendAmount', () => {
  it('the native token leaves the fee; a token sends all of it', () => {
    expect(getMaxSendAmount(FORM)).toBe('1.499979')
    expect(getMaxSendAmount({ ...FORM, token: DUSD })).toBe('10')
    expect(getMaxSendAmount({ ...FORM, networkFee: undefined })).toBeUndefined()
    expect(getMaxSendAmount({ ...FORM, networkFee: '2000000000000000000' })).toBe('0')
  })
})

describe('getSendableTokens', () => {
  const network = mainnet

  it("native first with the adapter's balance, then the tokens of the active network only", () => {
    const other = { ...DUSD, chainId: 'eip155:10' }
    expect(
      getSendableTokens({
        tokenBalance: [DUSD, ETHER, other],
        caipNetwork: network,
        balance: '1.25',
        canTransferTokens: true,
      }),
    ).toEqual([{ ...ETHER, quantity: { decimals: '18', numeric: '1.25' } }, DUSD])
  })

  it('an adapter that cannot transfer tokens lists the native token alone', () => {
    expect(
      getSendableTokens({
        tokenBalance: [DUSD, ETHER],
        caipNetwork: network,
        balance: '1',
        canTransferTokens: false,
      }),
    ).toEqual([{ ...ETHER, quantity: { decimals: '18', numeric: '1' } }])
  })

  it('without the Blockchain API the native token comes from the network and the balance', () => {
    expect(
      getSendableTokens({ tokenBalance: [], caipNetwork: network, balance: '3', canTransferTokens: true }),
    ).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 0,
        quantity: { decimals: '18', numeric: '3' },
        iconUrl: '',
      },
    ])
    expect(
      getSendableTokens({
        tokenBalance: [],
        caipNetwork: network,
        balance: undefined,
        canTransferTokens: true,
      }),
    ).toEqual([])
  })
})
