import { formatMessage, type Namespace, SWAP_MESSAGES } from '@atrium/common'
import {
  type AdapterRegistry,
  type BlockchainApiClient,
  createSwapActions,
  type SnackbarStore,
  type SwapActionsStores,
  type SwapAsset,
  showSnackbar,
  type Timers,
  type TrackEvent,
} from '@atrium/core'

/**
 * `appKit.swap`: core's swap actions with the instance's adapters, analytics, timers (the
 * snackbar's and the quote's wait), the Blockchain API client the Tokens tab reads with, and the
 * balance reads after a swap; built here so that no byte of the swap rules loads before the Swap
 * view's set-up.
 */
export function createModalSwapActions(
  stores: SwapActionsStores & { readonly snackbar: SnackbarStore },
  parameters: {
    readonly registry: AdapterRegistry
    readonly client: BlockchainApiClient
    readonly track: TrackEvent
    readonly timers: Timers
    /** Reads the balances again once a swap into `toToken` went through (the native one, and the tokens). */
    readonly refresh: (swapped: {
      readonly namespace: Namespace
      readonly toToken: SwapAsset
    }) => Promise<void>
  },
) {
  const { registry, client, track, timers } = parameters
  return createSwapActions(stores, {
    registry,
    client,
    track,
    timers,
    showSnackbar: ({ variant, message, description }) =>
      showSnackbar(stores, {
        variant,
        message:
          description === undefined
            ? message
            : formatMessage(SWAP_MESSAGES.SWAP_ERROR_WITH_DESCRIPTION, { title: message, description }),
        timers,
      }),
    onSwapped: ({ toToken }) => parameters.refresh({ namespace: 'eip155', toToken }),
  })
}
