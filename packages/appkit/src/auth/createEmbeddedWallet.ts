import {
  createServiceStorage,
  type NetworkStore,
  type ResolvedOptions,
  type StorageBackend,
} from '@atrium/core'
import type { CreateAppKitOptions } from '../options/CreateAppKitOptions.js'
import { createLazyEmbeddedWallet, type LazyEmbeddedWallet } from './createLazyEmbeddedWallet.js'

/**
 * The embedded wallet of the dApp's own secure frame, or `undefined` when there is none to offer:
 * the frame must be named (`apiUrls.frame`: Atrium's frame is self-hosted, so the default URL is no
 * deployment of the dApp's) and email or social login must be on.
 */
export function createEmbeddedWallet(
  stores: { readonly network: NetworkStore },
  parameters: {
    readonly options: CreateAppKitOptions
    readonly resolved: ResolvedOptions
    readonly storageBackend: StorageBackend
  },
): LazyEmbeddedWallet | undefined {
  const { options, resolved } = parameters
  const { features } = resolved
  if (options.apiUrls?.frame === undefined || (!features.email && features.socials === false))
    return undefined
  const { loginData } = createServiceStorage({ backend: parameters.storageBackend })
  return createLazyEmbeddedWallet({
    frameUrl: resolved.apiUrls.frame,
    projectId: resolved.projectId ?? '',
    enableLogger: resolved.debug,
    loginData,
    getChainId: () => {
      const { chains, activeNamespace } = stores.network.getState()
      const network =
        chains.eip155?.caipNetwork ??
        (activeNamespace === undefined ? undefined : chains[activeNamespace].caipNetwork)
      return network?.chainNamespace === 'eip155' ? network.id : (network?.caipNetworkId ?? 1)
    },
  })
}
