import type { Namespace } from '@atrium/common'
import type { RouterState, RouterStore } from '../router/createRouterStore.js'
import type { RouterView } from '../router/RouterView.js'
import type { RouterViewData } from '../router/RouterViewData.js'
import { reduceReset } from '../router/reduceReset.js'
import type { ModalStore } from './createModalStore.js'
import { reduceOpen } from './transitions.js'

/** Stores `openModal` touches. */
export type OpenModalStores = { readonly modal: ModalStore; readonly router: RouterStore }

/** Parameters of `openModal`. */
export type OpenModalParameters = {
  /** The view to open on; by default `Account` when connected, otherwise `Connect`. */
  readonly view?: RouterView
  /** Data the view is opened with (ROUTER-013). */
  readonly data?: RouterViewData
  /** Open for one namespace only (e.g. the network button of a solana app). */
  readonly namespace?: Namespace
  /** Whether an account is connected; chooses the default view. */
  readonly isConnected?: boolean
  /**
   * The connection's `wcBasic` flag: a basic pairing (WalletConnect alone, no chain adapter) opens
   * on `ConnectingWalletConnectBasic` instead of `Connect` while nothing is connected.
   */
  readonly wcBasic?: boolean
}

/** `openModal` returns nothing. */
export type OpenModalReturnType = undefined
/** `openModal` never throws. */
export type OpenModalErrorType = never

/**
 * The history the modal opens with: a fresh history at the requested view, or at `Account` /
 * `Connect` (`ConnectingWalletConnectBasic` with a basic pairing) depending on the connection.
 * Each opening starts a new flow, so no earlier history (and no `UnsupportedChain` entry from a
 * past session) leaks into it.
 */
export function routeOnOpen(state: RouterState, parameters: OpenModalParameters): RouterState {
  const view = parameters.view ?? getDefaultOpenView(parameters)
  return reduceReset(state, { view, data: parameters.data })
}

function getDefaultOpenView(parameters: OpenModalParameters): RouterView {
  if (parameters.isConnected === true) return 'Account'
  return parameters.wcBasic === true ? 'ConnectingWalletConnectBasic' : 'Connect'
}

/**
 * Opens the modal, optionally on a given view and for one namespace.
 *
 * @example
 * openModal(stores, { view: 'AllWallets' })
 */
export function openModal(
  stores: OpenModalStores,
  parameters: OpenModalParameters = {},
): OpenModalReturnType {
  stores.router.setState((state) => routeOnOpen(state, parameters))
  stores.modal.setState((state) => reduceOpen(state, { namespace: parameters.namespace }))
}
