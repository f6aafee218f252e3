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
 * Finds the connector that opens a wallet (see `findWalletConnector`); made by
 * `createWalletConnectorFinder`. `normalizedName` is the wallet's `normalizeConnectorName`, for a
 * caller asking several finders about one wallet; computed when left out.
 */
export type WalletConnectorFinder<connector extends Connector> = (
  wallet: WalletIdentity,
  normalizedName?: string | undefined,
) => connector | undefined

/** Keeps the first connector of each key, as a search in list order finds it. */
function indexFirst<connector extends Connector>(
  connectors: readonly connector[],
  keyOf: (connector: connector) => string | undefined,
): Map<string, connector> {
  const index = new Map<string, connector>()
  for (const connector of connectors) {
    const key = keyOf(connector)
    if (isPresent(key) && !index.has(key)) index.set(key, connector)
  }
  return index
}

/**
 * `findWalletConnector` over fixed `connectors`, for matching many wallets: the connectors are
 * indexed once (directory id, rdns, normalised name), so each wallet costs a few lookups instead
 * of a pass over every connector. Same answers as `findWalletConnector`.
 */
export function createWalletConnectorFinder<connector extends Connector>(
  connectors: readonly connector[],
): WalletConnectorFinder<connector> {
  const candidates = connectors.filter(
    (connector) => connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH',
  )
  const byExplorerId = indexFirst(candidates, explorerIdOf)
  const byRdns = indexFirst(candidates, (connector) => connector.info?.rdns)
  const byName = indexFirst(candidates, (connector) => normalizeConnectorName(connector.name))
  return (wallet, normalizedName) => {
    const walletName =
      normalizedName ?? (typeof wallet.name === 'string' ? normalizeConnectorName(wallet.name) : undefined)
    return (
      byExplorerId.get(wallet.id) ??
      (isPresent(wallet.rdns) ? byRdns.get(wallet.rdns) : undefined) ??
      (isPresent(walletName) ? byName.get(walletName) : undefined)
    )
  }
}

/**
 * [ROUTER-033] The connector that opens `wallet` directly, or `undefined`. A connector matches by
 * wallet-directory id (`explorerId`, or the fixed table of CONNECTOR-011), then by `rdns`, then by
 * normalised name. WalletConnect and auth connectors never match: they are not the wallet.
 */
export function findWalletConnector<connector extends Connector>(
  parameters: FindWalletConnectorParameters<connector>,
): connector | undefined {
  return createWalletConnectorFinder(parameters.connectors)(parameters.wallet)
}

function isPresent(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== ''
}
