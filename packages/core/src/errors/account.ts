import { AtriumError, type AtriumErrorOptions, VALIDATION_MESSAGES } from '@atrium/common'

/** [ACCT-004] A preferred account type other than `'eoa'` or `'smartAccount'`. */
export class InvalidPreferredAccountTypeError extends AtriumError<'INVALID_PREFERRED_ACCOUNT_TYPE'> {
  override name = 'InvalidPreferredAccountTypeError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_PREFERRED_ACCOUNT_TYPE', VALIDATION_MESSAGES.INVALID_PREFERRED_ACCOUNT_TYPE, options)
  }
}
