import type { CaipNetwork } from '@atrium/common'
import type { AccountStore } from '../account/createAccountStore.js'
import {
  type AdapterRegistry,
  getAdapter,
  isAdapterRegistryEmpty,
} from '../adapters/createAdapterRegistry.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { ConnectorsStore } from '../connectors/createConnectorsStore.js'
import { applyFilterByNamespace } from '../connectors/setFilterByNamespace.js'
import type { ChainAdapterNotFoundError, ChainRequiredError } from '../errors/network.js'
import { NetworkControllerClientNotSetError } from '../errors/network.js'
import type { SendStore } from '../send/createSendStore.js'
import { resetSend } from '../send/resetSend.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import { applyNetworkToAccount } from './applyNetworkToAccount.js'
import { type NetworkState, type NetworkStore, patchChainNetwork } from './createNetworkStore.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type SwitchNetworkStores = {
  readonly network: NetworkStore
  readonly account: AccountStore
  readonly connectors: ConnectorsStore
  readonly send: SendStore
}

export type SwitchNetworkParameters = {
  readonly caipNetwork: CaipNetwork
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly track?: TrackEvent | undefined
}

export type SwitchNetworkReturnType = {
  readonly caipNetwork: CaipNetwork
  /** [NET-005] Whether the new network is among the requested ones (UnsupportedChain otherwise, ROUTER-026). */
  readonly isSupported: boolean
}

export type SwitchNetworkErrorType =
  | NetworkControllerClientNotSetError
  | ChainAdapterNotFoundError
  | ChainRequiredError
  /** The adapter's own coded error, rethrown as it is. */
  | Error

/** True when switching to `caipNetwork` leaves the active namespace (a first choice is not a change). */
export function isNamespaceChange(state: NetworkState, caipNetwork: CaipNetwork): boolean {
  return state.activeNamespace !== undefined && state.activeNamespace !== caipNetwork.chainNamespace
}

/** [NET-006] Pure: the new network current in its namespace, which becomes the active one. */
export function applyActiveCaipNetwork(state: NetworkState, caipNetwork: CaipNetwork): NetworkState {
  return {
    ...patchChainNetwork(state, caipNetwork.chainNamespace, { caipNetwork }),
    activeNamespace: caipNetwork.chainNamespace,
  }
}

/**
 * [NET-006..011] Switches the active network. Into another namespace, `isSwitchingNamespace` is
 * true while it runs and the connectors are filtered to the new namespace. When the namespace has
 * a connected account and its adapter can switch, the wallet is asked first; its failure is
 * rethrown and the stores are left as they were. Then (A-19: on every switch) the network is made
 * active, the CAIP address rebuilt, the send form reset, the choice stored and `SWITCH_NETWORK`
 * tracked with `{ network: caipNetworkId }`.
 *
 * @throws NetworkControllerClientNotSetError when no adapter is registered yet (ERR-016).
 * @throws ChainAdapterNotFoundError when no adapter serves the network's namespace (ERR-015).
 */
export async function switchNetwork(
  stores: SwitchNetworkStores,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { caipNetwork, registry, storage, track } = parameters
  if (isAdapterRegistryEmpty(registry)) throw new NetworkControllerClientNotSetError()
  const adapter = getAdapter(registry, caipNetwork.chainNamespace)
  const namespace = caipNetwork.chainNamespace
  const namespaceChange = isNamespaceChange(stores.network.getState(), caipNetwork)
  const previousFilter = stores.connectors.getState().filterByNamespace

  if (namespaceChange) {
    stores.network.setState({ isSwitchingNamespace: true })
    stores.connectors.setState((state) => applyFilterByNamespace(state, namespace))
  }
  try {
    const isConnected = stores.account.getState().chains[namespace].address !== undefined
    if (isConnected && adapter.switchNetwork !== undefined) {
      await adapter.switchNetwork({ networkId: caipNetwork.caipNetworkId })
    }
  } catch (error) {
    if (namespaceChange) {
      stores.connectors.setState((state) => applyFilterByNamespace(state, previousFilter))
      stores.network.setState({ isSwitchingNamespace: false })
    }
    throw error
  }

  stores.network.setState((state) => applyActiveCaipNetwork(state, caipNetwork))
  stores.account.setState((state) => applyNetworkToAccount(state, caipNetwork))
  resetSend(stores)
  storage.setActiveNamespace(namespace)
  storage.setActiveCaipNetworkId(caipNetwork.caipNetworkId)
  track?.({ event: 'SWITCH_NETWORK', properties: { network: caipNetwork.caipNetworkId } })
  if (namespaceChange) stores.network.setState({ isSwitchingNamespace: false })
  return {
    caipNetwork,
    isSupported: isNetworkSupported(stores.network.getState().chains[namespace], caipNetwork.caipNetworkId),
  }
}
