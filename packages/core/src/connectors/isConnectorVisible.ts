import { BROWSER_WALLET_CONNECTOR_NAME } from '@atrium/common'
import type { Connector } from './Connector.js'

/** What visibility depends on besides the connector itself. */
export type ConnectorVisibilityContext = {
  readonly isMobile: boolean
  /** An injected provider is present in the page (A-32's reading of "installed"). */
  readonly hasInjectedWallet: boolean
  /** rdns values of the excluded wallets (see `getExcludedRdns`). */
  readonly excludedRdns: readonly string[]
}

/**
 * [CONNECTOR-012][CONNECTOR-013][CONNECTOR-014] Whether the modal lists `connector` (SPEC §5):
 * the INJECTED 'Browser Wallet' is hidden on desktop; an INJECTED connector without rdns is
 * hidden when no injected wallet is installed; an INJECTED or ANNOUNCED connector whose rdns is
 * excluded is hidden. Everything else is shown.
 */
export function isConnectorVisible(connector: Connector, context: ConnectorVisibilityContext): boolean {
  const rdns = connector.info?.rdns
  if (connector.type === 'INJECTED') {
    if (connector.name === BROWSER_WALLET_CONNECTOR_NAME && !context.isMobile) return false
    if (!rdns && !context.hasInjectedWallet) return false
  }
  if ((connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && rdns) {
    return !context.excludedRdns.includes(rdns)
  }
  return true
}

/** The connectors `isConnectorVisible` keeps, in order. */
export function getVisibleConnectors(
  connectors: readonly Connector[],
  context: ConnectorVisibilityContext,
): readonly Connector[] {
  return connectors.filter((connector) => isConnectorVisible(connector, context))
}

/**
 * [CONNECTOR-014] A-32: the excluded rdns list is the rdns of the directory wallets whose id is in
 * the `excludeWalletIds` option.
 */
export function getExcludedRdns(
  excludeWalletIds: readonly string[],
  wallets: readonly { readonly id: string; readonly rdns?: string | null | undefined }[],
): readonly string[] {
  const rdns: string[] = []
  for (const wallet of wallets) {
    if (excludeWalletIds.includes(wallet.id) && wallet.rdns && !rdns.includes(wallet.rdns))
      rdns.push(wallet.rdns)
  }
  return rdns
}
