import { CONNECTOR_EXPLORER_IDS } from '@atrium/common'
import type { Connector } from '../connectors/Connector.js'
import { getConnectorName } from '../connectors/getConnectorName.js'

/** The fields of a directory wallet that identify it. */
export type WalletIdentity = {
  readonly id: string
  readonly name?: string | null | undefined
  readonly rdns?: string | null | undefined
}

/** Parameters of `findWalletConnector`. */
export type FindWalletConnectorParameters<connector extends Connector> = {
  readonly wallet: WalletIdentity
  readonly connectors: readonly connector[]
}

/** [CONNECTOR-010] A name as compared: aliased ('Trust Wallet' → 'Trust'), trimmed, lower case. */
export function normalizeConnectorName(name: string): string {
  return getConnectorName(name.trim().replace(/\s+/g, ' ')).toLowerCase()
}

function explorerIdOf(connector: Connector): string | undefined {
  return (
    connector.explorerId ?? CONNECTOR_EXPLORER_IDS[connector.id] ?? CONNECTOR_EXPLORER_IDS[connector.name]
  )
}

/**
 * [ROUTER-033] The connector that opens `wallet` directly, or `undefined`. A connector matches by
 * wallet-directory id (`explorerId`, or the fixed table of CONNECTOR-011), then by `rdns`, then by
 * normalised name. WalletConnect and auth connectors never match: they are not the wallet.
 */
export function findWalletConnector<connector extends Connector>(
  parameters: FindWalletConnectorParameters<connector>,
): connector | undefined {
  const { wallet } = parameters
  const candidates = parameters.connectors.filter(
    (connector) => connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH',
  )
  const walletName = typeof wallet.name === 'string' ? normalizeConnectorName(wallet.name) : undefined
  return (
    candidates.find((connector) => explorerIdOf(connector) === wallet.id) ??
    candidates.find((connector) => isPresent(wallet.rdns) && connector.info?.rdns === wallet.rdns) ??
    candidates.find(
      (connector) =>
        walletName !== undefined &&
        walletName !== '' &&
        normalizeConnectorName(connector.name) === walletName,
    )
  )
}

function isPresent(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== ''
}
