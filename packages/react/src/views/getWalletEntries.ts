import {
  type Connector,
  type ConnectorVisibilityContext,
  findWalletConnector,
  getVisibleConnectors,
  type Wallet,
} from '@atrium/core'

/** Why a wallet is tagged in the list. */
export type WalletEntryTag = 'recent' | 'installed' | undefined

/** One row of the Connect view's wallet list. */
export type WalletEntry = { readonly connector: Connector; readonly tag: WalletEntryTag }

/** Parameters of `getWalletEntries`. */
export type GetWalletEntriesParameters = {
  /** The shown connectors (core's merged list). */
  readonly connectors: readonly Connector[]
  /** The stored recent wallets, most recent first. */
  readonly recentWallets: readonly Wallet[]
  readonly visibility: ConnectorVisibilityContext
}

/** [CONNECTOR-023] An injected or EIP-6963 announced wallet whose provider is in the page. */
export function isInstalledConnector(connector: Connector): boolean {
  return (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && connector.provider
}

/**
 * The wallet rows of the Connect view: the visible connectors (CONNECTOR-012..014) that open a
 * wallet directly, installed and announced wallets first, and within each group the recent ones
 * (CONNECTOR-015, matched as core matches directory wallets, ROUTER-033) first, most recent first.
 * WalletConnect and the email/social connector are other connect methods, not rows of this list.
 */
export function getWalletEntries(parameters: GetWalletEntriesParameters): readonly WalletEntry[] {
  const candidates = getVisibleConnectors(parameters.connectors, parameters.visibility).filter(
    (connector) => connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH',
  )
  const recentRank = new Map<Connector, number>()
  parameters.recentWallets.forEach((wallet, index) => {
    const connector = findWalletConnector({ wallet, connectors: candidates })
    if (connector !== undefined && !recentRank.has(connector)) recentRank.set(connector, index)
  })
  const recentOrder = (connector: Connector) => recentRank.get(connector) ?? parameters.recentWallets.length
  const ordered = candidates
    .map((connector, index) => ({ connector, index }))
    .sort(
      (left, right) =>
        Number(!isInstalledConnector(left.connector)) - Number(!isInstalledConnector(right.connector)) ||
        recentOrder(left.connector) - recentOrder(right.connector) ||
        left.index - right.index,
    )
  return ordered.map(({ connector }) => ({
    connector,
    tag: recentRank.has(connector) ? 'recent' : isInstalledConnector(connector) ? 'installed' : undefined,
  }))
}
