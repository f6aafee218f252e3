import { AtriumError, type AtriumErrorOptions, HISTORY_MESSAGES } from '@atrium/common'

/** [HIST-005] A history fetch was asked for without an account address. */
export class TransactionHistoryAccountRequiredError extends AtriumError<'HISTORY_ACCOUNT_ADDRESS_REQUIRED'> {
  override name = 'TransactionHistoryAccountRequiredError'
  constructor(options: AtriumErrorOptions = {}) {
    super('HISTORY_ACCOUNT_ADDRESS_REQUIRED', HISTORY_MESSAGES.HISTORY_ACCOUNT_ADDRESS_REQUIRED, options)
  }
}
