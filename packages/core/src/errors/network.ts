import { AtriumError, type AtriumErrorOptions, NETWORK_MESSAGES } from '@atrium/common'

/** [ERR-015] A chain namespace was used for which no `ChainAdapter` is registered. */
export class ChainAdapterNotFoundError extends AtriumError<'CHAIN_ADAPTER_NOT_FOUND'> {
  override name = 'ChainAdapterNotFoundError'
  constructor(options: AtriumErrorOptions = {}) {
    super('CHAIN_ADAPTER_NOT_FOUND', NETWORK_MESSAGES.CHAIN_ADAPTER_NOT_FOUND, options)
  }
}

/**
 * [ERR-016] A network action ran before any chain adapter was registered: the adapter registry is
 * still empty, so no adapter can serve as the network client.
 */
export class NetworkControllerClientNotSetError extends AtriumError<'NETWORK_CONTROLLER_CLIENT_NOT_SET'> {
  override name = 'NetworkControllerClientNotSetError'
  constructor(options: AtriumErrorOptions = {}) {
    super('NETWORK_CONTROLLER_CLIENT_NOT_SET', NETWORK_MESSAGES.NETWORK_CONTROLLER_CLIENT_NOT_SET, options)
  }
}

/** [ERR-018] A call that needs a chain namespace received none. */
export class ChainRequiredError extends AtriumError<'CHAIN_REQUIRED'> {
  override name = 'ChainRequiredError'
  constructor(options: AtriumErrorOptions = {}) {
    super('CHAIN_REQUIRED', NETWORK_MESSAGES.CHAIN_REQUIRED, options)
  }
}
