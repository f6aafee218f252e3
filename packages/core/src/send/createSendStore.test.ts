import { describe, expect, it } from 'vitest'
import { createSendStore, getInitialSendState } from './createSendStore.js'
import { applySendReset, resetSend } from './resetSend.js'

describe('createSendStore', () => {
  it('[SEND-012] send state has every §3 field', () => {
    expect(Object.keys(getInitialSendState())).toEqual(
      expect.arrayContaining([
        'token',
        'sendTokenAmount',
        'receiverAddress',
        'receiverProfileImageUrl',
        'receiverProfileName',
        'gasPrice',
        'gasPriceInUSD',
        'networkBalanceInUSD',
        'loading',
        'tokenBalances',
      ]),
    )
    expect(createSendStore().getState()).toEqual(getInitialSendState())
  })

  it('[SEND-012][NET-009] reset empties every field', () => {
    const send = createSendStore({
      sendTokenAmount: '1.5',
      receiverAddress: '0xabc',
      receiverProfileName: 'bob',
      gasPrice: '1000000000',
      loading: true,
    })
    resetSend({ send })
    expect(send.getState()).toEqual(getInitialSendState())
    expect(applySendReset(send.getState())).toEqual(getInitialSendState())
  })

  it('instances are independent', () => {
    const first = createSendStore()
    const second = createSendStore()
    first.setState({ loading: true })
    expect(second.getState().loading).toBe(false)
  })
})
