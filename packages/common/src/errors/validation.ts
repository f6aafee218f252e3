import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { VALIDATION_MESSAGES } from './messages/validationMessages.js'

/** [VAL-002] A value that is not an EVM address, e.g. given to `toChecksumAddress`. */
export class InvalidAddressError extends AtriumError<'INVALID_ADDRESS'> {
  override name = 'InvalidAddressError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_ADDRESS', VALIDATION_MESSAGES.INVALID_ADDRESS, options)
  }
}

/**
 * [VAL-013] A `sendCalls` batch that is empty or has a call whose `to` does not start with '0x':
 * refused before the wallet is asked.
 */
export class InvalidSendCallsTargetError extends AtriumError<'INVALID_SEND_CALLS_TARGET'> {
  override name = 'InvalidSendCallsTargetError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_SEND_CALLS_TARGET', VALIDATION_MESSAGES.INVALID_SEND_CALLS_TARGET, options)
  }
}
