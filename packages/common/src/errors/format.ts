import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { FORMAT_MESSAGES } from './messages/formatMessages.js'

/** A string that is not a plain decimal number, given to `parseUnits`. */
export class InvalidDecimalAmountError extends AtriumError<'INVALID_DECIMAL_AMOUNT'> {
  override name = 'InvalidDecimalAmountError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_DECIMAL_AMOUNT', FORMAT_MESSAGES.INVALID_DECIMAL_AMOUNT, options)
  }
}

/** A decimals count that is not a non-negative safe integer. */
export class InvalidDecimalsError extends AtriumError<'INVALID_DECIMALS'> {
  override name = 'InvalidDecimalsError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_DECIMALS', FORMAT_MESSAGES.INVALID_DECIMALS, options)
  }
}
