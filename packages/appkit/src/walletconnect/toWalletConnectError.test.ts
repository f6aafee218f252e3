import { UserRejectedRequestError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { toWalletConnectError } from './toWalletConnectError.js'

describe('toWalletConnectError', () => {
  it.each([4001, 5000, 5001, 5002])('code %i is a user rejection, the original kept as cause', (code) => {
    const original = { code, message: 'User rejected.' }
    const error = toWalletConnectError(original)
    expect(error.code).toBe('RPC_USER_REJECTED_REQUEST')
    expect(error.cause).toBe(original)
  })

  it('anything else is RPC_INTERNAL_ERROR', () => {
    expect(toWalletConnectError(new Error('socket closed')).code).toBe('RPC_INTERNAL_ERROR')
    expect(toWalletConnectError(undefined).code).toBe('RPC_INTERNAL_ERROR')
  })

  it('a coded error passes through', () => {
    const error = new UserRejectedRequestError()
    expect(toWalletConnectError(error)).toBe(error)
  })
})
