import {
  type ConnectionStore,
  type CreateWalletConnectPairingParameters,
  createWalletConnectPairing,
  type WalletConnectPairing,
} from '@atrium/core'

/**
 * Core's pairing owner, in the chunk `createLazyWalletConnectPairing` loads on first use, so the
 * pairing rules (retries, expiry, Telegram and iOS reuse) stay out of the start-up code.
 */
export function startWalletConnectPairing(
  stores: { readonly connection: ConnectionStore },
  parameters: CreateWalletConnectPairingParameters,
): WalletConnectPairing {
  return createWalletConnectPairing(stores, parameters)
}
