import {
  type ChainAdapter,
  createServiceStorage,
  type NetworkStore,
  type ResolvedOptions,
  type StorageBackend,
} from '@atrium/core'
import { createLazyEmbeddedWallet, type LazyEmbeddedWallet } from './createLazyEmbeddedWallet.js'

export type AttachEmbeddedWalletParameters = {
  readonly resolved: ResolvedOptions
  /** Where the login cache (STORE-017) is kept: the instance's storage backend. */
  readonly storageBackend: StorageBackend
  readonly adapters: readonly ChainAdapter[]
}

/**
 * Creates the embedded wallet of the dApp's secure frame and attaches it to every adapter that
 * serves it (each then lists its `AUTH` connector). Its own chunk: it loads on the first sign-in
 * step, or at start-up only when a session of the embedded wallet is there to restore.
 */
export async function attachEmbeddedWallet(
  stores: { readonly network: NetworkStore },
  parameters: AttachEmbeddedWalletParameters,
): Promise<LazyEmbeddedWallet> {
  const { resolved } = parameters
  const wallet = createLazyEmbeddedWallet({
    frameUrl: resolved.apiUrls.frame,
    projectId: resolved.projectId ?? '',
    enableLogger: resolved.debug,
    loginData: createServiceStorage({ backend: parameters.storageBackend }).loginData,
    getChainId: () => {
      const { chains, activeNamespace } = stores.network.getState()
      const network =
        chains.eip155?.caipNetwork ??
        (activeNamespace === undefined ? undefined : chains[activeNamespace].caipNetwork)
      return network?.chainNamespace === 'eip155' ? network.id : (network?.caipNetworkId ?? 1)
    },
  })
  await Promise.all(parameters.adapters.map((adapter) => adapter.attachEmbeddedWallet?.(wallet)))
  return wallet
}
