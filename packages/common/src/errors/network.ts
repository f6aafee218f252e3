import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { NETWORK_MESSAGES } from './messages/networkMessages.js'

/** [VAL-012] An EVM chain id that is not an integer in 1..2^31-1. */
export class InvalidChainIdError extends AtriumError<'INVALID_CHAIN_ID'> {
  override name = 'InvalidChainIdError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_CHAIN_ID', NETWORK_MESSAGES.INVALID_CHAIN_ID, options)
  }
}

/** [NAME-001] No network matches the requested or active one. */
export class NetworkNotFoundError extends AtriumError<'NETWORK_NOT_FOUND'> {
  override name = 'NetworkNotFoundError'
  constructor(options: AtriumErrorOptions = {}) {
    super('NETWORK_NOT_FOUND', NETWORK_MESSAGES.NETWORK_NOT_FOUND, options)
  }
}

/** `defineNetwork` got a base network or overrides it cannot turn into a valid network. */
export class InvalidNetworkDefinitionError extends AtriumError<'INVALID_NETWORK_DEFINITION'> {
  override name = 'InvalidNetworkDefinitionError'
  constructor(options: AtriumErrorOptions = {}) {
    super('INVALID_NETWORK_DEFINITION', NETWORK_MESSAGES.INVALID_NETWORK_DEFINITION, options)
  }
}
