import type { CaipNetworkId, Namespace } from '@atrium/common'
import { getActiveCaipNetwork, type ModalStore, type NetworkStore } from '@atrium/core'

/** The modal's public state, as `getState` returns it and `subscribeState` delivers it. */
export type AppKitState = {
  /** Whether the modal is open. */
  readonly open: boolean
  /** The active network's CAIP-2 id. */
  readonly selectedNetworkId: CaipNetworkId | undefined
  /** The active namespace. */
  readonly activeChain: Namespace | undefined
  /** True while the modal loads its views (first open). */
  readonly loading: boolean
}

type PublicStateStores = { readonly modal: ModalStore; readonly network: NetworkStore }

/** The current public state. */
export function getAppKitState(stores: PublicStateStores): AppKitState {
  const modal = stores.modal.getState()
  const network = stores.network.getState()
  return {
    open: modal.isOpen,
    selectedNetworkId: getActiveCaipNetwork(network)?.caipNetworkId,
    activeChain: network.activeNamespace,
    loading: modal.loading,
  }
}

function isSameState(left: AppKitState, right: AppKitState): boolean {
  return (
    left.open === right.open &&
    left.selectedNetworkId === right.selectedNetworkId &&
    left.activeChain === right.activeChain &&
    left.loading === right.loading
  )
}

/** Calls `listener` with the public state each time one of its fields changes; returns the unsubscribe. */
export function watchAppKitState(
  stores: PublicStateStores,
  listener: (state: AppKitState) => void,
): () => void {
  let previous = getAppKitState(stores)
  const onChange = () => {
    const next = getAppKitState(stores)
    if (isSameState(previous, next)) return
    previous = next
    listener(next)
  }
  const unwatchModal = stores.modal.subscribe(onChange)
  const unwatchNetwork = stores.network.subscribe(onChange)
  return () => {
    unwatchModal()
    unwatchNetwork()
  }
}
