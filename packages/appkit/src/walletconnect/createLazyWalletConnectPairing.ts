import type {
  ConnectionStore,
  CreateWalletConnectPairingParameters,
  WalletConnectPairing,
} from '@atrium/core'

/**
 * The WalletConnect pairings of the instance, with their code loaded on first use (WalletConnect
 * chosen, or a wallet row prefetching a pairing): a page that never pairs never downloads it. A
 * prefetch's load failure shows as no URI, like any failed prefetch; `connect` rejects with it.
 */
export function createLazyWalletConnectPairing(
  stores: { readonly connection: ConnectionStore },
  parameters: CreateWalletConnectPairingParameters,
): WalletConnectPairing {
  let pairing: Promise<WalletConnectPairing> | undefined
  const load = () => {
    pairing ??= import('./startWalletConnectPairing.js').then((module) =>
      module.startWalletConnectPairing(stores, parameters),
    )
    return pairing
  }
  return {
    connect: async (connectParameters) => (await load()).connect(connectParameters),
    prefetch: () => {
      load().then(
        (loaded) => loaded.prefetch(),
        () => {
          pairing = undefined
        },
      )
    },
  }
}
