import type { ModalStore } from '../modal/createModalStore.js'
import type { RouterStore } from '../router/createRouterStore.js'
import type { SwapStore } from './createSwapStore.js'

/** Stores the swap actions touch: the form, and the router and modal a failure goes back with. */
export type SwapStores = {
  readonly swap: SwapStore
  readonly router: RouterStore
  readonly modal: ModalStore
}
