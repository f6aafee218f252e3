import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { CAIP_MESSAGES } from './messages/caipMessages.js'

/** [VAL-009] A string that is not a CAIP-2 network id of a supported namespace. */
export class InvalidCaipNetworkIdError extends AtriumError<'INVALID_CAIP_NETWORK_ID'> {
  override name = 'InvalidCaipNetworkIdError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_CAIP_NETWORK_ID', CAIP_MESSAGES.INVALID_CAIP_NETWORK_ID, options)
  }
}

/** [VAL-008] A string that is not a CAIP-10 account id of a supported namespace. */
export class InvalidCaipAddressError extends AtriumError<'INVALID_CAIP_ADDRESS'> {
  override name = 'InvalidCaipAddressError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_CAIP_ADDRESS', CAIP_MESSAGES.INVALID_CAIP_ADDRESS, options)
  }
}
