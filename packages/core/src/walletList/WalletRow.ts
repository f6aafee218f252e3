import type { Connector } from '../connectors/Connector.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'

/** Why a wallet row is where it is in the Connect view (SPEC §1, §9). */
export type WalletRowSource =
  | 'installed'
  | 'recent'
  | 'featured'
  | 'custom'
  | 'connector'
  | 'recommended'
  | 'directory'

/**
 * One wallet, however many ways the page and the directory know it (an injected provider, an
 * EIP-6963 announcement, a Wallet Standard wallet, a polkadot extension, a bitcoin provider, the
 * directory, a recent or custom entry): plain data, for the Connect view, All Wallets and a dApp's
 * own picker alike.
 */
export type WalletRow = {
  readonly kind: 'wallet'
  /** Unique in a list and stable across renders: the directory id when known, else the connector's. */
  readonly key: string
  readonly name: string
  readonly source: WalletRowSource
  /** An installed or announced provider is present (shown with an 'Installed' tag). */
  readonly installed: boolean
  /** The user connected with it before (CONNECTOR-015, shown with a 'Recent' tag). */
  readonly recent: boolean
  /**
   * The wallet's best local path: an installed connector, else an SDK connector (Coinbase, Safe);
   * selecting the row then opens `ConnectingExternal` (ROUTER-033). Absent: the wallet connects
   * through WalletConnect (ROUTER-034).
   */
  readonly connector: Connector | undefined
  /** Its directory, recent or custom entry (image, links); absent for a wallet only the page knows. */
  readonly wallet: Wallet | undefined
  /**
   * The first image to try: the icon the wallet announced, else its entry's `image_url`, else the
   * directory's image. Absent: a built-in icon or the generated fallback.
   */
  readonly imageUrl: string | undefined
}

/** The Connect view's entry that pairs any wallet by QR code (WalletConnect). */
export type WalletConnectRow = { readonly kind: 'walletConnect'; readonly key: 'walletConnect' }

/** The Connect view's entry that opens All Wallets, with the directory's wallet count. */
export type AllWalletsRow = {
  readonly kind: 'allWallets'
  readonly key: 'allWallets'
  readonly count: number
}

/** A row of the Connect view's wallet list, in order. */
export type ConnectRow = WalletRow | WalletConnectRow | AllWalletsRow
