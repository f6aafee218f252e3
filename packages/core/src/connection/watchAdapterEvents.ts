import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { ResolveNetwork } from '../network/resolveUnknownNetwork.js'
import type { AtriumStorage } from '../storage/createAtriumStorage.js'
import { type HandleAdapterEventStores, handleAdapterEvent } from './handleAdapterEvent.js'

export type WatchAdapterEventsParameters = {
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  /** Completes a network a wallet moved to that the app did not request (see `setAdapterNetwork`). */
  readonly resolveNetwork?: ResolveNetwork | undefined
}

/**
 * Subscribes to every adapter registered now and routes its events through `handleAdapterEvent`.
 * Returns a function that unsubscribes from all of them.
 */
export function watchAdapterEvents(
  stores: HandleAdapterEventStores,
  parameters: WatchAdapterEventsParameters,
): () => void {
  const unsubscribes = [...parameters.registry.adapters.entries()].map(([namespace, adapter]) =>
    adapter.subscribe((event) =>
      handleAdapterEvent(stores, {
        namespace,
        event,
        storage: parameters.storage,
        resolveNetwork: parameters.resolveNetwork,
      }),
    ),
  )
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
