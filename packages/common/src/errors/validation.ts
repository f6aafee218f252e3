import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { formatErrorMessage } from './formatErrorMessage.js'

/** [VAL-002] A value that is not an EVM address, e.g. given to `toChecksumAddress`. */
export class InvalidAddressError extends AtriumError<'INVALID_ADDRESS'> {
  override name = 'InvalidAddressError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_ADDRESS', formatErrorMessage('INVALID_ADDRESS'), options)
  }
}
