import { describe, expect, it } from 'vitest'
import { ChainError } from './chain.js'

describe('ChainError', () => {
  it('[RPC-019] carries its catalogue code, text and rpcCode', () => {
    const error = new ChainError('CHAIN_UNRECOGNIZED', 4902)
    expect(error.name).toBe('ChainError')
    expect(error.code).toBe('CHAIN_UNRECOGNIZED')
    expect(error.rpcCode).toBe(4902)
    expect(error.message).toBe('The wallet does not recognise this chain.')
  })
})
