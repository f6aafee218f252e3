import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { Clock } from '../connection/Timers.js'
import type { EventsStore } from './createEventsStore.js'
import { publishEvent } from './publishEvent.js'

/** Parameters of `createEventsTracker`. */
export type CreateEventsTrackerParameters = {
  readonly clock: Clock
  /** Also send each event elsewhere, e.g. the analytics client's `track`. */
  readonly forward?: TrackEvent
}

/**
 * A `TrackEvent` that publishes every event to the public stream, then forwards it (to analytics).
 * Actions take one `track` function; appkit passes this one so an app sees every tracked event
 * whether or not analytics is on.
 */
export function createEventsTracker(
  stores: { readonly events: EventsStore },
  parameters: CreateEventsTrackerParameters,
): TrackEvent {
  return (event) => {
    publishEvent(stores, { ...event, clock: parameters.clock })
    parameters.forward?.(event)
  }
}
