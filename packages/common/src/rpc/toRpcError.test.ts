import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { RpcError, UserRejectedRequestError } from '../errors/rpc.js'
import { JSON_RPC_ERROR_CODES } from './jsonRpcErrorCodes.js'
import { fromRpcError, toJsonRpcErrorObject, toRpcError } from './toRpcError.js'

describe('toRpcError', () => {
  it('[RPC-018] every listed code has its own class, name and catalogue text', () => {
    const rows = Object.values(JSON_RPC_ERROR_CODES).map((rpcCode) => {
      const error = toRpcError(rpcCode)
      expect(error).toBeInstanceOf(RpcError)
      expect(error.rpcCode).toBe(rpcCode)
      return `${rpcCode} ${error.name} ${error.code}: ${error.message}`
    })
    expect(rows).toMatchInlineSnapshot(`
      [
        "-32700 ParseRpcError RPC_PARSE_ERROR: Invalid JSON was received by the server.",
        "-32600 InvalidRequestRpcError RPC_INVALID_REQUEST: JSON is not a valid request object.",
        "-32601 MethodNotFoundRpcError RPC_METHOD_NOT_FOUND: The method does not exist or is not available.",
        "-32602 InvalidParamsRpcError RPC_INVALID_PARAMS: Invalid parameters were provided to the RPC method.",
        "-32603 InternalRpcError RPC_INTERNAL_ERROR: An internal error was received.",
        "-32000 InvalidInputRpcError RPC_INVALID_INPUT: Missing or invalid parameters.",
        "-32001 ResourceNotFoundRpcError RPC_RESOURCE_NOT_FOUND: Requested resource not found.",
        "-32002 ResourceUnavailableRpcError RPC_RESOURCE_UNAVAILABLE: Requested resource not available.",
        "-32003 TransactionRejectedRpcError RPC_TRANSACTION_REJECTED: Transaction creation failed.",
        "-32004 MethodNotSupportedRpcError RPC_METHOD_NOT_SUPPORTED: Method is not implemented.",
        "-32005 LimitExceededRpcError RPC_LIMIT_EXCEEDED: Request exceeds defined limit.",
        "-32006 VersionNotSupportedRpcError RPC_VERSION_NOT_SUPPORTED: Version of JSON-RPC protocol is not supported.",
        "4001 UserRejectedRequestError RPC_USER_REJECTED_REQUEST: User rejected the request.",
        "4100 UnauthorizedProviderError RPC_UNAUTHORIZED: The requested method and/or account has not been authorized by the user.",
        "4200 UnsupportedProviderMethodError RPC_UNSUPPORTED_METHOD: The provider does not support the requested method.",
        "4900 ProviderDisconnectedError RPC_DISCONNECTED: The provider is disconnected from all chains.",
        "4901 ChainDisconnectedError RPC_CHAIN_DISCONNECTED: The provider is not connected to the requested chain.",
        "4902 UnrecognizedChainError RPC_UNRECOGNIZED_CHAIN: Unrecognized chain ID.",
      ]
    `)
  })

  it('[RPC-018] 4001 is the user rejection', () => {
    const error = toRpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.')
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.message).toBe('User rejected the request.')
    expect(error.details).toBe('MetaMask Tx Signature: User denied transaction signature.')
  })

  it('[RPC-018] unknown codes keep their code', () => {
    const error = toRpcError(-32099, 'custom')
    expect(error.name).toBe('UnknownRpcError')
    expect(error.rpcCode).toBe(-32099)
  })

  it('[RPC-018] -32000 to -32006 are all covered', () => {
    for (let rpcCode = -32006; rpcCode <= -32000; rpcCode++)
      expect(toRpcError(rpcCode).name).not.toBe('UnknownRpcError')
  })
})

describe('fromRpcError', () => {
  it('[RPC-018] reads an EIP-1193 error', () => {
    const original = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = fromRpcError(original)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(error.cause).toBe(original)
  })

  it('[RPC-018] reads a JSON-RPC response and keeps data', () => {
    const error = fromRpcError({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'bad params', data: 'x' },
    })
    expect(error.name).toBe('InvalidParamsRpcError')
    expect(error.details).toBe('bad params')
  })

  it('[RPC-018] reads a code nested in cause, and ethers ACTION_REJECTED', () => {
    expect(
      fromRpcError(new Error('wrapped', { cause: { code: 4902, message: 'Unrecognized chain' } })).rpcCode,
    ).toBe(4902)
    expect(fromRpcError({ code: 'ACTION_REJECTED', message: 'user rejected action' }).rpcCode).toBe(4001)
  })

  it('[RPC-018] passes Atrium RPC errors through and wraps code-less errors as unknown', () => {
    const error = toRpcError(4100)
    expect(fromRpcError(error)).toBe(error)
    expect(fromRpcError(new Error('plain')).name).toBe('UnknownRpcError')
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[RPC-018] never throws on junk', (value) => {
    expect(fromRpcError(value)).toBeInstanceOf(RpcError)
  })

  test.prop([fc.constantFrom(...Object.values(JSON_RPC_ERROR_CODES)), fc.string()], { numRuns: 10_000 })(
    '[RPC-018] round-trips through the JSON-RPC error object',
    (rpcCode, message) => {
      const error = fromRpcError({ code: rpcCode, message })
      const wire = toJsonRpcErrorObject(error)
      expect(wire.code).toBe(rpcCode)
      expect(fromRpcError(wire).code).toBe(error.code)
    },
  )
})

describe('toJsonRpcErrorObject', () => {
  it('[RPC-018] gives the numeric code, message and data', () => {
    expect(toJsonRpcErrorObject(toRpcError(4001))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(toJsonRpcErrorObject(toRpcError(-32000, undefined, { data: '0x' }))).toEqual({
      code: -32000,
      message: 'Missing or invalid parameters.',
      data: '0x',
    })
  })
})
