import { type Connector, findWalletConnector, type Wallet } from '@atrium/core'
import { getWalletConnectLinks } from './getWalletConnectLinks.js'

/** One WalletConnect wallet row: a wallet that pairs by QR code or deep link. */
export type WalletConnectWalletEntry = { readonly wallet: Wallet; readonly tag: 'recent' | undefined }

/** Parameters of `getWalletConnectWalletEntries`. */
export type GetWalletConnectWalletEntriesParameters = {
  /** The `customWallets` option: wallets the app lists itself, with their links. */
  readonly customWallets: readonly Wallet[]
  /** The stored recent wallets, most recent first (CONNECTOR-015). */
  readonly recentWallets: readonly Wallet[]
  /** The connectors the list already shows; a wallet one of them opens is not repeated. */
  readonly connectors: readonly Connector[]
}

/** A wallet with a safe mobile, desktop or web link (CONN-010). */
function hasLink(wallet: Wallet): boolean {
  return Object.values(getWalletConnectLinks(wallet, '')).some((link) => link !== undefined)
}

/**
 * The wallets the Connect view offers through WalletConnect: the recent ones that carry a safe
 * wallet link (a wallet connected through an extension has none and is a connector row instead),
 * tagged recent, then the app's custom wallets. A wallet a connector opens directly (ROUTER-033) is left
 * out, as is a second entry with the same id.
 */
export function getWalletConnectWalletEntries(
  parameters: GetWalletConnectWalletEntriesParameters,
): readonly WalletConnectWalletEntry[] {
  const { connectors } = parameters
  const entries: WalletConnectWalletEntry[] = []
  const add = (wallet: Wallet, tag: WalletConnectWalletEntry['tag']) => {
    if (entries.some((entry) => entry.wallet.id === wallet.id)) return
    if (findWalletConnector({ wallet, connectors }) !== undefined) return
    entries.push({ wallet, tag })
  }
  for (const wallet of parameters.recentWallets) if (hasLink(wallet)) add(wallet, 'recent')
  for (const wallet of parameters.customWallets) add(wallet, undefined)
  return entries
}
