import { describe, expect, it } from 'vitest'
import { AtriumError, isAtriumError } from './AtriumError.js'
import { ERROR_CATALOGUE } from './catalogue.js'
import { InvalidAddressError, InvalidSendCallsTargetError } from './validation.js'

describe('validation errors', () => {
  for (const ErrorClass of [InvalidAddressError, InvalidSendCallsTargetError]) {
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

  it("[VAL-002] InvalidAddressError says exactly 'Invalid address'", () => {
    expect(new InvalidAddressError().message).toBe('Invalid address')
  })

  it("[VAL-013] InvalidSendCallsTargetError says the spec's rule", () => {
    expect(new InvalidSendCallsTargetError().message).toBe("Calls in sendCalls need a 'to' starting with 0x")
  })
})
