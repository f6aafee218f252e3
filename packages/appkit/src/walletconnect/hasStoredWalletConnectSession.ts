import { NAMESPACES } from '@atrium/common'
import type { AtriumStorage } from '@atrium/core'
import { WALLETCONNECT_CONNECTOR_ID } from './buildUniversalProviderOptions.js'

/** A stored connector id of WalletConnect in any namespace: a session to restore. */
export function hasStoredWalletConnectSession(storage: AtriumStorage): boolean {
  return NAMESPACES.some(
    (namespace) => storage.getConnectedConnectorId(namespace) === WALLETCONNECT_CONNECTOR_ID,
  )
}
