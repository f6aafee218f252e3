import { NetworkNotFoundError, UnauthorizedProviderError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { SolanaSendFailedError, SolanaSendInvalidParametersError } from './send.js'
import { isUserRejection, toSolanaAdapterError, toSolanaSendError } from './toSolanaAdapterError.js'

/** A wallet's error as Phantom and Solflare throw it: an `Error` with a numeric `code`. */
function walletError(code: number | undefined, message: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code })
}

/** web3.js's error for a JSON-RPC error response of the node. */
function nodeError(code: number, message: string): Error {
  return Object.assign(new Error(message), { name: 'SolanaJSONRPCError', code })
}

describe('isUserRejection', () => {
  it('knows code 4001, ACTION_REJECTED and the wallets’ refusal wording, at any depth', () => {
    expect(isUserRejection(walletError(4001, 'User rejected the request.'))).toBe(true)
    expect(isUserRejection(Object.assign(new Error('no'), { code: 'ACTION_REJECTED' }))).toBe(true)
    expect(isUserRejection(new Error('Transaction cancelled by user'))).toBe(true)
    expect(isUserRejection(new Error('User denied message signature'))).toBe(true)
    expect(isUserRejection(new Error('Plugin Closed'))).toBe(true)
    expect(isUserRejection(new Error('wrapped', { cause: walletError(4001, 'x') }))).toBe(true)
    expect(isUserRejection(new Error('Blockhash not found'))).toBe(false)
    expect(isUserRejection('User rejected')).toBe(true)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

describe('toSolanaAdapterError', () => {
  it('passes Atrium errors through', () => {
    const error = new NetworkNotFoundError()
    expect(toSolanaAdapterError(error)).toBe(error)
  })

  it('[RPC-018] a refusal becomes UserRejectedRequestError (4001) keeping the wallet error and its text', () => {
    const cause = walletError(4001, 'User rejected the request.')
    const error = toSolanaAdapterError(cause)
    expect(error).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001, cause })
    expect(error.message).toBe('User rejected the request.')
    expect(toSolanaAdapterError(new Error('User declined')).code).toBe('RPC_USER_REJECTED_REQUEST')
  })

  it('another EIP-1193 code a wallet reused becomes its RPC error', () => {
    expect(toSolanaAdapterError(walletError(4100, 'Unauthorized')).code).toBe('RPC_UNAUTHORIZED')
    expect(toSolanaAdapterError(walletError(4900, 'Disconnected')).code).toBe('RPC_DISCONNECTED')
    expect(toSolanaAdapterError(walletError(-32602, 'bad chain')).code).toBe('RPC_INVALID_PARAMS')
  })

  it('[RPC-017] a node JSON-RPC error becomes RpcRequestError with its Solana code in meta', () => {
    const error = toSolanaAdapterError(nodeError(-32002, 'failed to send transaction: preflight failure'))
    expect(error).toMatchObject({ code: 'RPC_REQUEST_FAILED', meta: { rpcCode: -32002 } })
    expect(error.details).toBe('failed to send transaction: preflight failure')
  })

  it('[RPC-012][RPC-017] time-outs and HTTP failures become their transport errors', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    expect(toSolanaAdapterError(timeout).code).toBe('REQUEST_TIMEOUT')
    expect(toSolanaAdapterError(new Error('503 Service Unavailable: down'))).toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      meta: { status: 503 },
    })
    expect(toSolanaAdapterError(new TypeError('fetch failed')).code).toBe('HTTP_REQUEST_FAILED')
  })

  it('[RPC-012][RPC-017] reads the transport failure inside the text web3.js rethrows it as', () => {
    const account = '6E3kqSiC9oa6X2po9pg4wUCw7vPVeoeM1BveJ3khsA5e'
    const wrapped = (cause: string) => new Error(`failed to get balance of account ${account}: ${cause}`)
    expect(toSolanaAdapterError(wrapped('TypeError: fetch failed')).code).toBe('HTTP_REQUEST_FAILED')
    expect(toSolanaAdapterError(wrapped('Error: 429 Too Many Requests: slow down'))).toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      meta: { status: 429 },
    })
    expect(toSolanaAdapterError(wrapped('TimeoutError: The operation was aborted due to timeout')).code).toBe(
      'REQUEST_TIMEOUT',
    )
  })

  it('anything else becomes UnknownRpcError, and never throws', () => {
    expect(toSolanaAdapterError(new Error('boom')).code).toBe('RPC_UNKNOWN_ERROR')
    expect(toSolanaAdapterError(null).code).toBe('RPC_UNKNOWN_ERROR')
    const cyclic: { cause?: unknown; message: string } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(toSolanaAdapterError(cyclic).code).toBe('RPC_UNKNOWN_ERROR')
  })
})

describe('toSolanaSendError', () => {
  it("[SEND-011] a failed send becomes 'Failed to send transaction. Please try again.' keeping the node's error", () => {
    const cause = Object.assign(new Error('Simulation failed. Message: insufficient lamports'), {
      name: 'SendTransactionError',
      transactionMessage:
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    })
    const error = toSolanaSendError(cause, { signature: '5ig' })
    expect(error).toBeInstanceOf(SolanaSendFailedError)
    expect(error.message).toBe('Failed to send transaction. Please try again.')
    expect(error).toMatchObject({ code: 'SOLANA_SEND_FAILED', cause, meta: { signature: '5ig' } })
    expect(error.details).toContain('Attempt to debit an account')
  })

  it('[SEND-011] RPC and transport failures of a send are send failures too', () => {
    expect(toSolanaSendError(nodeError(-32002, 'preflight')).code).toBe('SOLANA_SEND_FAILED')
    expect(toSolanaSendError(new TypeError('fetch failed')).code).toBe('SOLANA_SEND_FAILED')
  })

  it('keeps a refusal, session errors and parameter errors as they are', () => {
    expect(toSolanaSendError(walletError(4001, 'User rejected the request.')).code).toBe(
      'RPC_USER_REJECTED_REQUEST',
    )
    const unauthorised = new UnauthorizedProviderError()
    expect(toSolanaSendError(unauthorised)).toBe(unauthorised)
    const invalid = new SolanaSendInvalidParametersError()
    expect(toSolanaSendError(invalid)).toBe(invalid)
  })

  it('pins the messages', () => {
    expect(toSolanaSendError(new Error('x'))).toMatchInlineSnapshot(
      `[SolanaSendFailedError: Failed to send transaction. Please try again.]`,
    )
    expect(new SolanaSendInvalidParametersError()).toMatchInlineSnapshot(
      `[SolanaSendInvalidParametersError: Please enter a valid amount and receiver address]`,
    )
  })
})
