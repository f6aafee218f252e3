import type { Connector, Wallet } from '@atrium/core'

/**
 * [CONNECTOR-015] A connected connector as a recent-wallet entry (recent wallets are stored as
 * directory wallets, STORE-006): the directory id when known, else the connector id, with its name
 * and rdns, which is what core matches a recent wallet back to a connector by (ROUTER-033).
 */
export function toRecentWallet(connector: Connector): Wallet {
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    rdns: connector.info?.rdns ?? null,
  }
}
