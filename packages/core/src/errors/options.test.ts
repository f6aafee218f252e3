import { isAtriumError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { AppKitNotCreatedError, InvalidOptionError, SiweSiwxConflictError } from './options.js'

describe('options errors', () => {
  it('[OPT-007] AppKitNotCreatedError carries the spec message', () => {
    const error = new AppKitNotCreatedError()
    expect(error).toMatchObject({ name: 'AppKitNotCreatedError', code: 'APPKIT_NOT_CREATED' })
    expect(error.message).toBe('Please call "createAppKit" before using "useAppKit" hook')
    expect(isAtriumError(error)).toBe(true)
  })

  it('[OPT-009] SiweSiwxConflictError carries the chosen message', () => {
    expect(new SiweSiwxConflictError()).toMatchObject({
      name: 'SiweSiwxConflictError',
      code: 'SIWE_AND_SIWX_CONFLICT',
      message: 'Options cannot set both "siweConfig" and "siwx"',
    })
  })

  it('[OPT-002] InvalidOptionError names the option and reason in the message and meta', () => {
    const cause = new Error('zod')
    const error = new InvalidOptionError(
      { option: 'features.socials[1]', reason: 'must be a social' },
      { cause },
    )
    expect(error.message).toMatchInlineSnapshot(`"Invalid option "features.socials[1]": must be a social"`)
    expect(error.meta).toEqual({ option: 'features.socials[1]', reason: 'must be a social' })
    expect(error.cause).toBe(cause)
    expect(error.toJSON()).toEqual({
      name: 'InvalidOptionError',
      code: 'INVALID_OPTION',
      message: error.message,
    })
  })
})
