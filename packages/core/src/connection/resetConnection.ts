import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import type { ConnectionState, ConnectionStore } from './createConnectionStore.js'

export type ResetConnectionParameters = {
  readonly storage: AtriumStorage
  /**
   * Clears the transaction history (CONN-018). The history store belongs to the account-history
   * feature, so the caller passes its reset here instead of this action importing that store.
   */
  readonly clearTransactionHistory?: (() => void) | undefined
}
export type ResetConnectionReturnType = undefined
export type ResetConnectionErrorType = never

/**
 * [CONN-018] Pure: disconnected, with no pairing URI, expiry, deep link or recent wallet.
 * `wcBasic` (a modal option) and a pending pairing's `buffering` are kept.
 */
export function applyConnectionReset(state: ConnectionState): ConnectionState {
  return {
    ...state,
    status: 'disconnected',
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcError: false,
  }
}

/**
 * [CONN-018] Resets the WalletConnect connection: the state of `applyConnectionReset`, the
 * transaction history and the stored deep link.
 */
export function resetConnection(
  stores: { readonly connection: ConnectionStore },
  parameters: ResetConnectionParameters,
): ResetConnectionReturnType {
  stores.connection.setState(applyConnectionReset)
  parameters.clearTransactionHistory?.()
  parameters.storage.removeDeepLinkChoice()
}
