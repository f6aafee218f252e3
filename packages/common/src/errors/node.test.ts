import { describe, expect, it } from 'vitest'
import { NodeError } from './node.js'

describe('NodeError', () => {
  it('[RPC-020] keeps the readable message, node text and reason apart', () => {
    const error = new NodeError({
      code: 'NODE_EXECUTION_REVERTED',
      message: 'Execution reverted with reason: Paused.',
      nodeMessage: 'execution reverted: Paused',
      reason: 'Paused',
    })
    expect(error.name).toBe('NodeError')
    expect(error.message).toBe('Execution reverted with reason: Paused.')
    expect(error.details).toBe('execution reverted: Paused')
    expect(error.reason).toBe('Paused')
    expect(error.meta).toEqual({ reason: 'Paused' })
  })
})
