import { NetworkNotFoundError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { toPolkadotAdapterError } from './toPolkadotAdapterError.js'

describe('toPolkadotAdapterError', () => {
  it('keeps our own errors', () => {
    const error = new NetworkNotFoundError()
    expect(toPolkadotAdapterError(error)).toBe(error)
  })

  it.each(['Cancelled', 'Rejected', 'Rejected by user', 'User rejected the request', 'Request rejected'])(
    "[RPC-018] the extension's '%s' is the user rejection 4001",
    (text) => {
      const cause = new Error(text)
      const error = toPolkadotAdapterError(cause)
      expect({
        code: error.code,
        rpcCode: (error as { rpcCode?: number }).rpcCode,
        message: error.message,
      }).toEqual({
        code: 'RPC_USER_REJECTED_REQUEST',
        rpcCode: 4001,
        message: 'User rejected the request.',
      })
      expect(error.cause).toBe(cause)
      expect(error.details).toBe(text)
    },
  )

  it.each([
    'The source https://dapp.example is not allowed to interact with this extension',
    'The source has not been enabled yet',
    'Unable to retrieve keypair for 5Grw…',
  ])('a refused dApp or account is 4100: %s', (text) => {
    expect(toPolkadotAdapterError(new Error(text)).code).toBe('RPC_UNAUTHORIZED')
  })

  it("[RPC-031] a node's transaction error reads as the node error with the node's text", () => {
    const error = toPolkadotAdapterError(
      Object.assign(
        new Error('1010: Invalid Transaction: Inability to pay some fees , e.g. account balance too low'),
        {
          code: 1010,
        },
      ),
    )
    expect(error.code).toBe('NODE_UNKNOWN_ERROR')
    expect(error.message).toBe(
      'An error occurred while executing: 1010: Invalid Transaction: Inability to pay some fees , e.g. account balance too low',
    )
  })

  it('an unreachable node is an RPC request failure', () => {
    const error = toPolkadotAdapterError(
      new Error('disconnected from ws://127.0.0.1:9: 1006:: Abnormal Closure'),
    )
    expect(error.code).toBe('RPC_REQUEST_FAILED')
  })

  it('anything else is an unknown RPC error with the original text, never a crash', () => {
    expect(toPolkadotAdapterError(new Error('Something odd')).code).toBe('RPC_UNKNOWN_ERROR')
    expect(toPolkadotAdapterError({ message: 'plain object' }).details).toBe('plain object')
    expect(toPolkadotAdapterError('a string').details).toBe('a string')
    expect(toPolkadotAdapterError(undefined).code).toBe('RPC_UNKNOWN_ERROR')
  })
})
