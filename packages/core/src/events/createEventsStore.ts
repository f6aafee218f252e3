import type { EventName } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/**
 * [EVT-005] One event of the public stream that `useAppKitEvents` and the vanilla
 * `subscribeEvents` expose: when it happened and what was tracked. Plain data.
 */
export type AtriumEvent = {
  /** Milliseconds since the epoch, from the injected clock. */
  readonly timestamp: number
  readonly data: {
    readonly type: 'track'
    readonly event: EventName
    readonly properties?: Readonly<Record<string, unknown>>
  }
}

/**
 * The public event stream: the last event, and how many were published (so two identical events
 * in a row are still two notifications).
 */
export type EventsState = {
  readonly lastEvent: AtriumEvent | undefined
  readonly count: number
}

/** Creates an events store with no event yet. */
export function createEventsStore(initial: Partial<EventsState> = {}) {
  return createStore<EventsState>()(() => ({ lastEvent: undefined, count: 0, ...initial }))
}

/** An events store. */
export type EventsStore = ReturnType<typeof createEventsStore>
