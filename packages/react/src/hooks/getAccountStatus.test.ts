import { describe, expect, it } from 'vitest'
import { getAccountStatus } from './getAccountStatus.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('getAccountStatus', () => {
  it('a connected account with an address is connected, whatever the connection store says', () => {
    expect(getAccountStatus({ status: 'connected', address: ADDRESS }, 'connecting')).toEqual({
      isConnected: true,
      status: 'connected',
    })
  })

  it('a connection or session restore in progress reads as connecting', () => {
    expect(getAccountStatus({ status: 'disconnected', address: undefined }, 'connecting')).toEqual({
      isConnected: false,
      status: 'connecting',
    })
  })

  it("otherwise the account's own status; no account is disconnected", () => {
    expect(getAccountStatus({ status: 'connected', address: undefined }, 'disconnected')).toEqual({
      isConnected: false,
      status: 'connected',
    })
    expect(getAccountStatus(undefined, 'disconnected')).toEqual({
      isConnected: false,
      status: 'disconnected',
    })
  })
})
