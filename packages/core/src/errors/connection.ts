import { AtriumError, type AtriumErrorOptions, CONNECTION_MESSAGES } from '@atrium/common'

/**
 * [ERR-017] A connection action ran before its client was set: no chain adapter is registered, or
 * the WalletConnect pairing port has not been injected yet (it loads lazily, on first use).
 */
export class ConnectionControllerClientNotSetError extends AtriumError<'CONNECTION_CONTROLLER_CLIENT_NOT_SET'> {
  override name = 'ConnectionControllerClientNotSetError'
  constructor(options: AtriumErrorOptions = {}) {
    super(
      'CONNECTION_CONTROLLER_CLIENT_NOT_SET',
      CONNECTION_MESSAGES.CONNECTION_CONTROLLER_CLIENT_NOT_SET,
      options,
    )
  }
}

/**
 * [CONN-024] Disconnecting failed in at least one chain adapter. `cause` holds the first failure,
 * `meta.failures` every failure keyed by namespace.
 */
export class DisconnectFailedError extends AtriumError<'DISCONNECT_FAILED'> {
  override name = 'DisconnectFailedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('DISCONNECT_FAILED', CONNECTION_MESSAGES.DISCONNECT_FAILED, options)
  }
}
