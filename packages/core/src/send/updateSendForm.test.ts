import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { createSendStore } from './createSendStore.js'
import { updateSendForm } from './updateSendForm.js'

const SOL: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  price: 150,
  quantity: { decimals: '9', numeric: '2' },
  iconUrl: '',
}
const USDC: TokenBalance = {
  ...SOL,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
}

function estimated() {
  const send = createSendStore()
  updateSendForm({ send }, { tokenBalances: [SOL, USDC], token: USDC, receiverAddress: 'first' })
  send.setState({ networkFee: '5000', gasPriceInUSD: 0.01 })
  return send
}

describe('updateSendForm', () => {
  it('keeps the fee estimate while only the amount changes', () => {
    const send = estimated()
    updateSendForm({ send }, { sendTokenAmount: '2.5' })
    expect(send.getState()).toMatchObject({ sendTokenAmount: '2.5', networkFee: '5000', gasPriceInUSD: 0.01 })
  })

  it('drops the fee estimate when the receiver or the token changes: it was for another transaction', () => {
    const toAnother = estimated()
    updateSendForm({ send: toAnother }, { receiverAddress: 'second' })
    expect(toAnother.getState()).toMatchObject({ receiverAddress: 'second', token: USDC })
    expect(toAnother.getState().networkFee).toBeUndefined()
    expect(toAnother.getState().gasPriceInUSD).toBeUndefined()

    const ofAnother = estimated()
    updateSendForm({ send: ofAnother }, { token: SOL })
    expect(ofAnother.getState()).toMatchObject({ receiverAddress: 'first', token: SOL })
    expect(ofAnother.getState().networkFee).toBeUndefined()
  })
})
