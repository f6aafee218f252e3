import type { Namespace } from '@atrium/common'
import type { AccountStore } from '../account/createAccountStore.js'
import { resetAccount } from '../account/resetAccount.js'
import type { AdapterEvent } from '../adapters/ChainAdapter.js'
import type { ConnectorsStore } from '../connectors/createConnectorsStore.js'
import { setConnectedNamespace } from '../connectors/setConnectedNamespace.js'
import { setConnectors } from '../connectors/setConnectors.js'
import { applyNetworkToAccount } from '../network/applyNetworkToAccount.js'
import type { NetworkStore } from '../network/createNetworkStore.js'
import { resetNetwork } from '../network/resetNetwork.js'
import type { ResolveNetwork } from '../network/resolveUnknownNetwork.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import { applyAdapterAccounts } from './applyAdapterSession.js'
import { setAdapterNetwork } from './setAdapterNetwork.js'

export type HandleAdapterEventStores = {
  readonly account: AccountStore
  readonly network: NetworkStore
  readonly connectors: ConnectorsStore
}

export type HandleAdapterEventParameters = {
  readonly namespace: Namespace
  readonly event: AdapterEvent
  readonly storage: AtriumStorage
  /** Completes a network the wallet moved to that the app did not request (see `setAdapterNetwork`). */
  readonly resolveNetwork?: ResolveNetwork | undefined
}

/**
 * Turns one adapter event into store writes (adapters never write stores, STYLE §5):
 * `accountsChanged` sets the accounts (none left = disconnected), `chainChanged` sets the
 * namespace's network, rebuilds its CAIP address (NET-008) and, on the active namespace, stores it
 * as the active network (STORE-004), `disconnect` resets the namespace's
 * account and network, `connectorsChanged` replaces its connectors.
 */
export function handleAdapterEvent(
  stores: HandleAdapterEventStores,
  parameters: HandleAdapterEventParameters,
): void {
  const { namespace, event, storage } = parameters
  const disconnectNamespace = () => {
    resetAccount(stores, { namespace, storage })
    resetNetwork(stores, { namespace })
    setConnectedNamespace(stores, { namespace, connected: false, storage })
  }
  switch (event.type) {
    case 'accountsChanged': {
      const [first, ...rest] = event.accounts
      if (first === undefined) disconnectNamespace()
      else
        stores.account.setState((state) =>
          applyAdapterAccounts(state, { namespace, accounts: [first, ...rest] }),
        )
      return
    }
    case 'chainChanged': {
      setAdapterNetwork(stores, {
        networkId: event.networkId,
        makeActive: false,
        resolveNetwork: parameters.resolveNetwork,
      })
      const { activeNamespace, chains } = stores.network.getState()
      const caipNetwork = chains[namespace].caipNetwork
      if (caipNetwork !== undefined && caipNetwork.caipNetworkId === event.networkId) {
        stores.account.setState((state) => applyNetworkToAccount(state, caipNetwork))
      }
      // A switch made in the wallet or by the dApp's own wagmi hooks moves the active network too:
      // stored, it is the one a reload starts on (STORE-004).
      if (activeNamespace === namespace) storage.setActiveCaipNetworkId(event.networkId)
      return
    }
    case 'disconnect':
      disconnectNamespace()
      return
    case 'connectorsChanged':
      setConnectors(stores, { namespace, wallets: event.wallets })
      return
  }
}
