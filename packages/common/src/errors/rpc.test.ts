import { describe, expect, it } from 'vitest'
import { AtriumError } from './AtriumError.js'
import { ERROR_CATALOGUE } from './catalogue.js'
import { RpcError, UnknownRpcError, UserRejectedRequestError } from './rpc.js'

describe('rpc errors', () => {
  it('[RPC-018] carry the catalogue code, the numeric rpcCode and data', () => {
    const error = new UserRejectedRequestError({ data: { reason: 'closed' }, details: 'wallet text' })
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toBeInstanceOf(AtriumError)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(error.code).toBe('RPC_USER_REJECTED_REQUEST')
    expect(error.rpcCode).toBe(4001)
    expect(error.data).toEqual({ reason: 'closed' })
    expect(error.message).toBe(ERROR_CATALOGUE.RPC_USER_REJECTED_REQUEST)
  })

  it('[RPC-018] UnknownRpcError defaults its rpcCode to -1', () => {
    expect(new UnknownRpcError().rpcCode).toBe(-1)
    expect(new UnknownRpcError({ rpcCode: 1234 }).rpcCode).toBe(1234)
  })
})
