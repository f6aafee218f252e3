import { describe, expect, it } from 'vitest'
import { AtriumError, isAtriumError } from './AtriumError.js'
import { ERROR_CATALOGUE } from './catalogue.js'
import {
  HttpRequestError,
  HttpStatusError,
  RequestAbortedError,
  RequestTimeoutError,
  RpcMethodNotAllowedError,
  RpcRequestError,
} from './transport.js'

describe('transport errors', () => {
  for (const ErrorClass of [
    HttpRequestError,
    RpcRequestError,
    RequestTimeoutError,
    RequestAbortedError,
    RpcMethodNotAllowedError,
  ]) {
    it(`${ErrorClass.name}: name is the class name, code is a catalogue key, message is its text`, () => {
      const error = new ErrorClass({ details: 'context', meta: { a: 1 }, cause: 'root' })
      expect(error).toBeInstanceOf(AtriumError)
      expect(isAtriumError(error)).toBe(true)
      expect(error.name).toBe(ErrorClass.name)
      expect(error.message).toBe(ERROR_CATALOGUE[error.code])
      expect(error.details).toBe('context')
      expect(error.meta).toEqual({ a: 1 })
      expect(error.cause).toBe('root')
      expect(error.toJSON()).toEqual({ name: ErrorClass.name, code: error.code, message: error.message })
    })
  }

  it("[RPC-017] HttpRequestError says exactly 'HTTP request failed.'", () => {
    expect(new HttpRequestError().message).toBe('HTTP request failed.')
  })

  it("[RPC-017] RpcRequestError says exactly 'RPC Request failed.'", () => {
    expect(new RpcRequestError().message).toBe('RPC Request failed.')
  })

  it("[RPC-012] RequestTimeoutError says exactly 'The request took too long to respond.'", () => {
    expect(new RequestTimeoutError().message).toBe('The request took too long to respond.')
  })

  it("[RPC-005] RequestAbortedError says exactly 'Request was aborted'", () => {
    expect(new RequestAbortedError().message).toBe('Request was aborted')
  })

  it("[RPC-003] RpcMethodNotAllowedError says exactly 'Requested RPC call is not allowed'", () => {
    expect(new RpcMethodNotAllowedError().message).toBe('Requested RPC call is not allowed')
  })
})

describe('HttpStatusError', () => {
  it("[API-029] says 'HTTP status code: N' and keeps the status", () => {
    const error = new HttpStatusError(500, { details: 'GET /v1/identity' })
    expect(error.message).toBe('HTTP status code: 500')
    expect(error.name).toBe('HttpStatusError')
    expect(error.status).toBe(500)
    expect(error.meta).toEqual({ status: 500 })
    expect(error.code).toBe('HTTP_STATUS')
  })
})
