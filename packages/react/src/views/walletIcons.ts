import { CONNECTOR_IDS } from '@atrium/common'
import type { Connector } from '@atrium/core'
import { toIconDataUrl } from '../icons/toIconDataUrl.js'

// Atrium's own simple drawings (not the wallets' artwork) of the connectors the SDK itself ships,
// so their rows never show a bare letter. They load with the modal's views, not before the click.

/** Two links of a chain: a wallet and an app joined through a relay. */
const WALLETCONNECT_ICON = toIconDataUrl(
  '<g fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"><path d="M17 15.5h-3.5a4.5 4.5 0 0 0 0 9H17"/><path d="M23 15.5h3.5a4.5 4.5 0 0 1 0 9H23"/><path d="M16 20h8"/></g>',
  '#3b82f6',
)

/** A coin seen from the front, open on one side. */
const COINBASE_ICON = toIconDataUrl(
  '<path d="M26.4 15.6a8 8 0 1 0 0 8.8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  '#1d4ed8',
)

/** A shield with a tick: a wallet guarded by several keys. */
const SAFE_ICON = toIconDataUrl(
  '<path d="M20 9.5l8.5 3.2v6.4c0 5.4-3.6 9.4-8.5 11.4-4.9-2-8.5-6-8.5-11.4v-6.4z" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/><path d="M16.2 20.2l2.7 2.7 5-5.2" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  '#059669',
)

/** A wallet with its clasp: any wallet the browser has injected. */
const BROWSER_WALLET_ICON = toIconDataUrl(
  '<rect x="10" y="13" width="20" height="15" rx="3" fill="none" stroke="#fff" stroke-width="2.6"/><path d="M24 19h6v5h-6a2.5 2.5 0 0 1 0-5z" fill="#fff"/><path d="M13 13l10-4 2 4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>',
  '#64748b',
)

/** Four tiles: the whole directory of wallets. */
const ALL_WALLETS_ICON = toIconDataUrl(
  '<g fill="#fff"><rect x="11" y="11" width="8" height="8" rx="2.5"/><rect x="21" y="11" width="8" height="8" rx="2.5"/><rect x="11" y="21" width="8" height="8" rx="2.5"/><rect x="21" y="21" width="8" height="8" rx="2.5" fill-opacity=".6"/></g>',
  '#475569',
)

const BUILT_IN_ICONS: Readonly<Record<string, string>> = {
  [CONNECTOR_IDS.WALLET_CONNECT]: WALLETCONNECT_ICON,
  [CONNECTOR_IDS.COINBASE]: COINBASE_ICON,
  [CONNECTOR_IDS.COINBASE_SDK]: COINBASE_ICON,
  [CONNECTOR_IDS.SAFE]: SAFE_ICON,
  [CONNECTOR_IDS.INJECTED]: BROWSER_WALLET_ICON,
}

/** The WalletConnect entry's icon. */
export function getWalletConnectIcon(): string {
  return WALLETCONNECT_ICON
}

/** The All wallets entry's icon. */
export function getAllWalletsIcon(): string {
  return ALL_WALLETS_ICON
}

/**
 * The icon Atrium ships for a built-in connector (WalletConnect, Coinbase Wallet, Safe, the
 * generic browser wallet), or for the first such member of a merged wallet; `undefined` for any
 * other connector, whose own or directory image is used instead.
 */
export function getBuiltInWalletIcon(
  connector: Pick<Connector, 'id' | 'connectors'> | undefined,
): string | undefined {
  if (connector === undefined) return undefined
  for (const member of [connector, ...(connector.connectors ?? [])]) {
    const icon = BUILT_IN_ICONS[member.id]
    if (icon !== undefined) return icon
  }
  return undefined
}
