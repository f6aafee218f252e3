import {
  APP_MESSAGES,
  AtriumError,
  type AtriumErrorOptions,
  CORE_OPTIONS_MESSAGES,
  formatMessage,
} from '@atrium/common'

/** [OPT-002] An option failed validation. `meta.option` is its path, `meta.reason` the broken rule. */
export class InvalidOptionError extends AtriumError<'INVALID_OPTION'> {
  override name = 'InvalidOptionError'
  constructor(
    parameters: { readonly option: string; readonly reason: string },
    options: AtriumErrorOptions = {},
  ) {
    super('INVALID_OPTION', formatMessage(CORE_OPTIONS_MESSAGES.INVALID_OPTION, parameters), {
      ...options,
      meta: { ...options.meta, option: parameters.option, reason: parameters.reason },
    })
  }
}

/** [OPT-009] The options set both `siweConfig` and `siwx`; only one sign-in method may be configured. */
export class SiweSiwxConflictError extends AtriumError<'SIWE_AND_SIWX_CONFLICT'> {
  override name = 'SiweSiwxConflictError'
  constructor(options: AtriumErrorOptions = {}) {
    super('SIWE_AND_SIWX_CONFLICT', APP_MESSAGES.SIWE_AND_SIWX_CONFLICT, options)
  }
}

/** [OPT-007] A hook or function that needs the modal was used before `createAppKit` ran. */
export class AppKitNotCreatedError extends AtriumError<'APPKIT_NOT_CREATED'> {
  override name = 'AppKitNotCreatedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('APPKIT_NOT_CREATED', APP_MESSAGES.APPKIT_NOT_CREATED, options)
  }
}
