import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { VALIDATION_MESSAGES } from './messages/validationMessages.js'

/** [VAL-002] A value that is not an EVM address, e.g. given to `toChecksumAddress`. */
export class InvalidAddressError extends AtriumError<'INVALID_ADDRESS'> {
  override name = 'InvalidAddressError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_ADDRESS', VALIDATION_MESSAGES.INVALID_ADDRESS, options)
  }
}
