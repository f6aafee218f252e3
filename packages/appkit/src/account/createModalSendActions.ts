import type { Namespace } from '@atrium/common'
import {
  type AdapterRegistry,
  createSendActions,
  type SendActionsStores,
  type SnackbarStore,
  showSnackbar,
  type Timers,
  type TokenBalance,
  type TrackEvent,
} from '@atrium/core'

/**
 * `appKit.send`: core's send actions with the instance's adapters, analytics, timers (the
 * snackbar's and the fee estimate's wait) and balance reads, built here so that no byte of the
 * send rules loads before the Send view's first action.
 */
export function createModalSendActions(
  stores: SendActionsStores & { readonly snackbar: SnackbarStore },
  parameters: {
    readonly registry: AdapterRegistry
    readonly track: TrackEvent
    readonly timers: Timers
    /** Reads the balances again after a send of `token` (the native one, and the tokens). */
    readonly refresh: (sent: { readonly namespace: Namespace; readonly token: TokenBalance }) => void
  },
) {
  const { registry, track, timers } = parameters
  return createSendActions(stores, {
    registry,
    track,
    timers,
    showSnackbar: ({ variant, message }) => showSnackbar(stores, { variant, message, timers }),
    onSent: parameters.refresh,
  })
}
