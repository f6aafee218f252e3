import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { Logger } from '../storage/Logger.js'
import type { WalletDirectoryClient } from '../walletDirectory/createWalletDirectoryClient.js'

/**
 * What the wallet-list actions read the directory with: the client (its `includeWalletIds` /
 * `excludeWalletIds` go with every page, OPT-010), `track` for `SEARCH_WALLET` (EVT-006), the
 * logger told about dropped malformed entries, and a signal that aborts every request (the
 * instance is destroyed).
 */
export type WalletListServices = {
  readonly directory: WalletDirectoryClient
  readonly track?: TrackEvent | undefined
  readonly logger?: Logger | undefined
  readonly signal?: AbortSignal | undefined
}
