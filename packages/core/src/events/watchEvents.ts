import type { AtriumEvent, EventsState, EventsStore } from './createEventsStore.js'

/** Called with each event published after `watchEvents` was called. */
export type WatchEventsListener = (event: AtriumEvent) => void

/**
 * [EVT-005] Calls `onEvent` for every event published from now on (not the past ones) and returns
 * the unsubscribe function. Backs `useAppKitEvents` and the vanilla `subscribeEvents`.
 *
 * @example
 * const unwatch = watchEvents(stores.events, (event) => console.log(event.data.event))
 */
export function watchEvents(store: EventsStore, onEvent: WatchEventsListener): () => void {
  return store.subscribe((state: EventsState, previous: EventsState) => {
    if (state.count !== previous.count && state.lastEvent !== undefined) onEvent(state.lastEvent)
  })
}
