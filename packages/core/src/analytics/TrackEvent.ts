import type { EventName } from '@atrium/common'

/**
 * An analytics event as core actions emit it: one of the EVT-005 names and its data. The analytics
 * client sends it as `props: { event, properties, address }` (EVT-002).
 */
export type AnalyticsEvent = {
  readonly event: EventName
  readonly properties?: Readonly<Record<string, unknown>> | undefined
}

/**
 * Sends one analytics event. Injected into actions (`{ track?: TrackEvent }`) so they stay free of
 * transport concerns; `createAnalyticsClient(…).track` is one. Never throws and returns at once:
 * sending happens in the background and failures are only logged.
 */
export type TrackEvent = (event: AnalyticsEvent) => void
