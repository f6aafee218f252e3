import { describe, expect, it } from 'vitest'
import { AtriumError, isAtriumError } from './AtriumError.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.js'
import { ERROR_CATALOGUE } from './catalogue.js'

describe('caip errors', () => {
  for (const ErrorClass of [InvalidCaipAddressError, InvalidCaipNetworkIdError]) {
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

  it("[VAL-008] InvalidCaipAddressError says exactly 'Invalid CAIP address'", () => {
    expect(new InvalidCaipAddressError().message).toBe('Invalid CAIP address')
  })

  it("[VAL-009] InvalidCaipNetworkIdError says exactly 'Invalid CAIP network id'", () => {
    expect(new InvalidCaipNetworkIdError().message).toBe('Invalid CAIP network id')
  })
})
