import { describe, expect, it } from 'vitest'
import { AtriumError, isAtriumError } from './AtriumError.js'
import { ERROR_CATALOGUE } from './catalogue.js'
import { InvalidChainIdError, InvalidNetworkDefinitionError, NetworkNotFoundError } from './network.js'

describe('network errors', () => {
  for (const ErrorClass of [InvalidChainIdError, NetworkNotFoundError, InvalidNetworkDefinitionError]) {
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

  it("[VAL-012] InvalidChainIdError says exactly 'Invalid chainId'", () => {
    expect(new InvalidChainIdError().message).toBe('Invalid chainId')
  })

  it("[NAME-001] NetworkNotFoundError says exactly 'Network not found'", () => {
    expect(new NetworkNotFoundError().message).toBe('Network not found')
  })
})
