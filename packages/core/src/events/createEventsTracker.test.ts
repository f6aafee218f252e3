import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { createEventsStore } from './createEventsStore.js'
import { createEventsTracker } from './createEventsTracker.js'
import { getLastEvent } from './getLastEvent.js'

describe('createEventsTracker', () => {
  it('[EVT-005] publishes each tracked event to the stream', () => {
    const events = createEventsStore()
    const track = createEventsTracker({ events }, { clock: { now: () => 9 } })
    track({ event: 'DISCONNECT_SUCCESS' })
    expect(getLastEvent(events)).toEqual({
      timestamp: 9,
      data: { type: 'track', event: 'DISCONNECT_SUCCESS' },
    })
  })

  it('forward: also hands the event on (e.g. to analytics)', () => {
    const forwarded: AnalyticsEvent[] = []
    const track = createEventsTracker(
      { events: createEventsStore() },
      { clock: { now: () => 0 }, forward: (event) => forwarded.push(event) },
    )
    track({ event: 'SEND_ERROR', properties: { message: 'Something went wrong' } })
    expect(forwarded).toEqual([{ event: 'SEND_ERROR', properties: { message: 'Something went wrong' } }])
  })
})
