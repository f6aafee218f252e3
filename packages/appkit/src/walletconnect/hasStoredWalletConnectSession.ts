import { CONNECTOR_IDS, NAMESPACES } from '@atrium/common'
import type { AtriumStorage } from '@atrium/core'

/** A stored connector id of WalletConnect in any namespace: a session to restore. */
export function hasStoredWalletConnectSession(storage: AtriumStorage): boolean {
  return NAMESPACES.some(
    (namespace) => storage.getConnectedConnectorId(namespace) === CONNECTOR_IDS.WALLET_CONNECT,
  )
}
