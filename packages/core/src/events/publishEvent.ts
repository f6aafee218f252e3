import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import type { Clock } from '../connection/Timers.js'
import type { AtriumEvent, EventsStore } from './createEventsStore.js'
import { reducePublishEvent } from './transitions.js'

/** Stores `publishEvent` touches. */
export type PublishEventStores = { readonly events: EventsStore }
/** Parameters of `publishEvent`: the tracked event and the clock that stamps it. */
export type PublishEventParameters = AnalyticsEvent & { readonly clock: Clock }
/** The event as published. */
export type PublishEventReturnType = AtriumEvent
/** `publishEvent` never throws (a listener's error is the listener's). */
export type PublishEventErrorType = never

/** [EVT-005] Publishes a tracked event to the public event stream. */
export function publishEvent(
  stores: PublishEventStores,
  parameters: PublishEventParameters,
): PublishEventReturnType {
  const { event, properties, clock } = parameters
  const published: AtriumEvent = {
    timestamp: clock.now(),
    data: { type: 'track', event, ...(properties === undefined ? {} : { properties }) },
  }
  stores.events.setState((state) => reducePublishEvent(state, published))
  return published
}
