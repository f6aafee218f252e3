import {
  type AccountStore,
  type ConnectionStore,
  closeModal,
  type ModalStore,
  type NetworkStore,
  type OptionsStore,
  type RouterStore,
  shouldShowUnsupportedChain,
  showUnsupportedChain,
} from '@atrium/core'

type WatchUnsupportedChainStores = {
  readonly account: AccountStore
  readonly network: NetworkStore
  readonly connection: ConnectionStore
  readonly options: OptionsStore
  readonly modal: ModalStore
  readonly router: RouterStore
}

/**
 * [ROUTER-026..028] Opens UnsupportedChain when a connected wallet lands on a network the app did
 * not configure (by connecting there, or switching in the wallet), unless the options allow it or
 * a basic pairing is in use; closes it once the wallet is back on a supported network. Checked on
 * each change of the active connected network. Returns the unwatch.
 */
export function watchUnsupportedChain(stores: WatchUnsupportedChainStores): () => void {
  const getActive = () => {
    const { activeNamespace, chains } = stores.network.getState()
    if (activeNamespace === undefined) return undefined
    if (stores.account.getState().chains[activeNamespace].status !== 'connected') return undefined
    return { caipNetworkId: chains[activeNamespace].caipNetwork?.caipNetworkId, namespace: activeNamespace }
  }
  let last = getActive()?.caipNetworkId
  const check = () => {
    const active = getActive()
    if (active?.caipNetworkId === last) return
    last = active?.caipNetworkId
    if (active === undefined) return
    const parameters = {
      activeCaipNetworkId: active.caipNetworkId,
      requestedCaipNetworks: stores.network.getState().chains[active.namespace].requestedCaipNetworks,
      allowUnsupportedChain: stores.options.getState().allowUnsupportedChain,
      wcBasic: stores.connection.getState().wcBasic,
    }
    if (showUnsupportedChain(stores, parameters)) return
    const { view } = stores.router.getState()
    if (view === 'UnsupportedChain' && !shouldShowUnsupportedChain(parameters)) closeModal(stores)
  }
  const unwatchAccount = stores.account.subscribe(check)
  const unwatchNetwork = stores.network.subscribe(check)
  return () => {
    unwatchAccount()
    unwatchNetwork()
  }
}
