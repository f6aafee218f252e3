import type { TrackEvent } from '../analytics/TrackEvent.js'
import { addRecentWallet } from '../connectors/addRecentWallet.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { ConnectionState, ConnectionStore } from './createConnectionStore.js'

export type FinalizeConnectionParameters = {
  readonly storage: AtriumStorage
  readonly track?: TrackEvent | undefined
}
export type FinalizeConnectionReturnType = { readonly method: 'mobile' | 'qrcode' }
export type FinalizeConnectionErrorType = never

/** [CONN-017] `'mobile'` when the user connected through a deep link, otherwise `'qrcode'`. */
export function getConnectMethod(state: Pick<ConnectionState, 'wcLinking'>): 'mobile' | 'qrcode' {
  return state.wcLinking === undefined ? 'qrcode' : 'mobile'
}

/**
 * [CONN-016][CONN-017] Finishes a WalletConnect connection: stores the deep link (`wcLinking`)
 * and adds the recent wallet to the stored recent wallets (CONNECTOR-015/016), then tracks
 * `CONNECT_SUCCESS` with `method` and the wallet's `name` ('Unknown' when there is none).
 */
export function finalizeConnection(
  stores: { readonly connection: ConnectionStore },
  parameters: FinalizeConnectionParameters,
): FinalizeConnectionReturnType {
  const { storage, track } = parameters
  const state = stores.connection.getState()
  if (state.wcLinking !== undefined) storage.setDeepLinkChoice(state.wcLinking)
  if (state.recentWallet !== undefined) {
    storage.setRecentWallets(addRecentWallet(storage.getRecentWallets(), state.recentWallet))
  }
  const method = getConnectMethod(state)
  track?.({ event: 'CONNECT_SUCCESS', properties: { method, name: state.recentWallet?.name ?? 'Unknown' } })
  return { method }
}
