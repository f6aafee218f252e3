import type { AtriumEvent, EventsStore } from './createEventsStore.js'

/** The last published event, or `undefined` before the first one. */
export function getLastEvent(store: EventsStore): AtriumEvent | undefined {
  return store.getState().lastEvent
}
