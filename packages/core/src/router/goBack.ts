import { FARCASTER_BACK_RESET_DELAY_MS } from '@atrium/common'
import type { Timers } from '../connection/Timers.js'
import { closeModal } from '../modal/closeModal.js'
import type { ModalStore } from '../modal/createModalStore.js'
import type { RouterStore } from './createRouterStore.js'
import { isBackClosingModal, reduceBack } from './transitions.js'

/** Stores `goBack` touches: the modal closes instead of popping on one entry or `UnsupportedChain`. */
export type GoBackStores = { readonly router: RouterStore; readonly modal: ModalStore }

/**
 * [ROUTER-021] What leaving `ConnectingFarcaster` needs from the account and the auth provider,
 * which core's router does not own: whether an address is connected, and the three effects.
 */
export type FarcasterBackPorts = {
  readonly hasActiveAddress: boolean
  readonly timers: Timers
  /** Clears the account's `farcasterUrl`. */
  readonly clearFarcasterUrl: () => void
  /** Reloads the auth provider (the secure frame), abandoning the half-done Farcaster login. */
  readonly reloadAuthProvider: () => void
  /** Sends the app metadata to the reloaded frame again. */
  readonly syncAppMetadata: () => void
}

/** Parameters of `goBack`. */
export type GoBackParameters = { readonly farcaster?: FarcasterBackPorts }

/** What `goBack` did. */
export type GoBackReturnType = {
  /** The modal was closed instead of popping a view (ROUTER-005/006). */
  readonly closedModal: boolean
  /** The Farcaster reset of ROUTER-021 was scheduled. */
  readonly farcasterResetScheduled: boolean
}

/** `goBack` never throws; the Farcaster ports run later, on the timer. */
export type GoBackErrorType = never

/**
 * [ROUTER-004..006][ROUTER-021][ROUTER-022] Goes back one view, or closes the modal when the history
 * has one entry or contains `UnsupportedChain`. Leaving `ConnectingFarcaster` with no active address
 * then, after `FARCASTER_BACK_RESET_DELAY_MS` (100 ms), clears the Farcaster URL, reloads the auth
 * provider and re-syncs the app metadata, so the next attempt starts from a clean frame.
 */
export function goBack(stores: GoBackStores, parameters: GoBackParameters = {}): GoBackReturnType {
  const state = stores.router.getState()
  const farcaster = parameters.farcaster
  const resetFarcaster =
    farcaster !== undefined && !farcaster.hasActiveAddress && state.view === 'ConnectingFarcaster'
  const closedModal = isBackClosingModal(state)
  if (closedModal) closeModal(stores)
  else stores.router.setState(reduceBack)
  if (resetFarcaster) {
    farcaster.timers.setTimeout(() => {
      farcaster.clearFarcasterUrl()
      farcaster.reloadAuthProvider()
      farcaster.syncAppMetadata()
    }, FARCASTER_BACK_RESET_DELAY_MS)
  }
  return { closedModal, farcasterResetScheduled: resetFarcaster }
}
