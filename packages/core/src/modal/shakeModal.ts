import { SHAKE_DURATION_MS } from '@atrium/common'
import type { Timers } from '../connection/Timers.js'
import type { ModalStore } from './createModalStore.js'
import { reduceShakeEnd, reduceShakeStart } from './transitions.js'

/** Stores `shakeModal` touches. */
export type ShakeModalStores = { readonly modal: ModalStore }
/** Parameters of `shakeModal`: the timers that end the shake. */
export type ShakeModalParameters = { readonly timers: Timers }
/** `shakeModal` returns nothing. */
export type ShakeModalReturnType = undefined
/** `shakeModal` never throws. */
export type ShakeModalErrorType = never

/**
 * [UI-005] Shakes the modal for `SHAKE_DURATION_MS` (500 ms). Shaking again while shaking restarts
 * the 500 ms: the earlier timer finds a newer `shakeSequence` and leaves the shake on.
 */
export function shakeModal(stores: ShakeModalStores, parameters: ShakeModalParameters): ShakeModalReturnType {
  stores.modal.setState(reduceShakeStart)
  const sequence = stores.modal.getState().shakeSequence
  parameters.timers.setTimeout(() => {
    stores.modal.setState((state) => reduceShakeEnd(state, { sequence }))
  }, SHAKE_DURATION_MS)
}
