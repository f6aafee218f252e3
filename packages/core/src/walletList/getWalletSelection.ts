import type { Namespace } from '@atrium/common'
import { isSafeWalletLinkTarget } from '../connection/buildWalletConnectDeepLink.js'
import { getSolanaWalletRedirect } from '../connection/getSolanaWalletRedirect.js'
import type { Connector } from '../connectors/Connector.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import type { WalletRow } from './WalletRow.js'

/** What selecting a wallet row does. */
export type WalletSelection =
  /** [CONN-011][CONN-012] Leave the page for the wallet's in-app browser or dapp link. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** [ROUTER-033] `ConnectingExternal` with the wallet's connector. */
  | { readonly kind: 'connector'; readonly connector: Connector }
  /** [ROUTER-034] `ConnectingWalletConnect` with the wallet (its image and links). */
  | { readonly kind: 'walletConnect'; readonly wallet: Wallet | undefined }

export type GetWalletSelectionParameters = {
  readonly row: Pick<WalletRow, 'key' | 'name' | 'connector' | 'wallet'>
  /** The namespace the user is on: the modal's namespace filter, else the active namespace. */
  readonly namespace: Namespace | undefined
  /** The page's URL (the redirect links carry it); a non-http(s) page gets no redirect. */
  readonly pageUrl: string
}

function servesSolana(connector: Connector | undefined): boolean {
  if (connector === undefined) return false
  const members = connector.connectors ?? [connector]
  return members.some((member) => member.chain === 'solana' && member.provider)
}

/**
 * [ROUTER-033][ROUTER-034][CONN-011][CONN-012] Where selecting a wallet row leads (SPEC §2): on
 * Solana, Phantom without its provider to Phantom's in-app browser and Coinbase Wallet without its
 * Solana provider to its dapp link (links checked by the wallet-link rules before use); otherwise
 * the row's connector (the best local path), else WalletConnect with the wallet.
 */
export function getWalletSelection(parameters: GetWalletSelectionParameters): WalletSelection {
  const { row } = parameters
  const namespace = parameters.namespace
  if (namespace !== undefined) {
    const url = getSolanaWalletRedirect({
      namespace,
      wallet: { id: row.wallet?.id ?? row.connector?.explorerId ?? row.key, name: row.name },
      isProviderInstalled: servesSolana(row.connector),
      pageUrl: parameters.pageUrl,
    })
    if (url !== undefined && isSafeWalletLinkTarget(url)) return { kind: 'redirect', url }
  }
  if (row.connector !== undefined) return { kind: 'connector', connector: row.connector }
  return { kind: 'walletConnect', wallet: row.wallet }
}
