import { RpcMethodNotAllowedError, UserRejectedRequestError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { getErrorText } from './getErrorText.js'

describe('getErrorText', () => {
  it("shows an Atrium error's catalogue message", () => {
    expect(getErrorText(new UserRejectedRequestError())).toBe(new UserRejectedRequestError().message)
  })

  it("[RPC-003] a method the embedded wallet refuses shows 'Action not allowed', not the developer message", () => {
    const error = new RpcMethodNotAllowedError()
    expect(error.message).toBe('Requested RPC call is not allowed')
    expect(getErrorText(error)).toBe('Action not allowed')
  })

  it.each([
    { label: 'a plain Error', error: new Error('boom') },
    { label: 'a string', error: 'boom' },
    { label: 'undefined', error: undefined },
    { label: 'a look-alike object', error: { code: 'RPC_METHOD_NOT_ALLOWED' } },
  ])("a foreign failure ($label) reads 'Something went wrong'", ({ error }) => {
    expect(getErrorText(error)).toBe('Something went wrong')
  })
})
