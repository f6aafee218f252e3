import { NetworkNotFoundError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { fromSatsConnectError } from './fromSatsConnectError.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'

describe('toBitcoinWalletError', () => {
  it('passes Atrium errors through', () => {
    const error = new NetworkNotFoundError()
    expect(toBitcoinWalletError(error)).toBe(error)
  })

  it("[RPC-018] a refusal is 4001 'User rejected the request.': Unisat's object, Phantom's Error, Leather's response, wording", () => {
    const unisat = { code: 4001, message: 'User rejected the request.' }
    expect(toBitcoinWalletError(unisat)).toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
      message: 'User rejected the request.',
      cause: unisat,
    })
    expect(toBitcoinWalletError(Object.assign(new Error('no'), { code: 4001 })).code).toBe(
      'RPC_USER_REJECTED_REQUEST',
    )
    const leather = { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected request' } }
    expect(toBitcoinWalletError(leather)).toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      details: 'User rejected request',
    })
    expect(toBitcoinWalletError(new Error('User canceled the request')).code).toBe(
      'RPC_USER_REJECTED_REQUEST',
    )
  })

  it('keeps other wallet codes as their RPC errors, time-outs as REQUEST_TIMEOUT, the rest unknown', () => {
    expect(toBitcoinWalletError({ code: -32602, message: 'bad psbt' })).toMatchObject({
      code: 'RPC_INVALID_PARAMS',
      details: 'bad psbt',
    })
    const leather = { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'nope' } }
    expect(toBitcoinWalletError(leather).code).toBe('RPC_METHOD_NOT_FOUND')
    expect(toBitcoinWalletError(Object.assign(new Error('slow'), { name: 'TimeoutError' })).code).toBe(
      'REQUEST_TIMEOUT',
    )
    expect(toBitcoinWalletError(new Error('boom'))).toMatchObject({
      code: 'RPC_UNKNOWN_ERROR',
      details: 'boom',
    })
    expect(toBitcoinWalletError('text')).toMatchObject({ code: 'RPC_UNKNOWN_ERROR', details: 'text' })
  })
})

describe('fromSatsConnectError', () => {
  it("maps sats-connect's own codes: USER_REJECTION, ACCESS_DENIED, METHOD_NOT_SUPPORTED", () => {
    expect(fromSatsConnectError({ code: -32000, message: 'User rejected' })).toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
      details: 'User rejected',
    })
    expect(fromSatsConnectError({ code: -32002, message: 'denied' })).toMatchObject({
      code: 'RPC_UNAUTHORIZED',
      rpcCode: 4100,
    })
    expect(fromSatsConnectError({ code: -32001, message: 'no' })).toMatchObject({
      code: 'RPC_UNSUPPORTED_METHOD',
    })
  })

  it('maps JSON-RPC codes to their classes, and anything else to an RPC error of its code', () => {
    expect(fromSatsConnectError({ code: -32602 }).code).toBe('RPC_INVALID_PARAMS')
    expect(fromSatsConnectError({ code: -32603, message: 'x' }).code).toBe('RPC_INTERNAL_ERROR')
    expect(fromSatsConnectError({ code: 12, message: 'odd' })).toMatchObject({
      code: 'RPC_UNKNOWN_ERROR',
      rpcCode: 12,
    })
    expect(fromSatsConnectError(undefined)).toMatchObject({ code: 'RPC_UNKNOWN_ERROR' })
  })
})
