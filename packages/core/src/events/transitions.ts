import type { AtriumEvent, EventsState } from './createEventsStore.js'

/** Records `event` as the last one. */
export function reducePublishEvent(state: EventsState, event: AtriumEvent): EventsState {
  return { lastEvent: event, count: state.count + 1 }
}
