import { describe, expect, it } from 'vitest'
import { getNodeErrorMessage, toNodeError } from './toNodeError.js'

describe('toNodeError', () => {
  it('[RPC-023] wraps once with the readable message, node text in details, original as cause', () => {
    const original = new Error('nonce too high')
    const error = toNodeError(original)
    expect(error.name).toBe('NodeError')
    expect(error.code).toBe('NODE_NONCE_TOO_HIGH')
    expect(error.message).toBe('Nonce provided for the transaction is higher than the next one expected.')
    expect(error.details).toBe('nonce too high')
    expect(error.cause).toBe(original)
  })

  it('[RPC-020] keeps the revert reason in reason and meta', () => {
    const error = toNodeError('execution reverted: Paused')
    expect(error.reason).toBe('Paused')
    expect(error.meta).toEqual({ reason: 'Paused' })
  })

  it('[RPC-031] getNodeErrorMessage returns only the text', () => {
    expect(getNodeErrorMessage('boom')).toBe('An error occurred while executing: boom')
  })
})
