import { EVENT_NAMES } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createEventsStore } from './createEventsStore.js'
import { getLastEvent } from './getLastEvent.js'
import { publishEvent } from './publishEvent.js'

const clock = { now: () => 1_700_000_000_000 }

describe('publishEvent', () => {
  it('[EVT-005] publishes { timestamp, data: { type: track, event } }', () => {
    const events = createEventsStore()
    publishEvent({ events }, { event: 'CONNECT_SUCCESS', clock })
    expect(getLastEvent(events)).toEqual({
      timestamp: 1_700_000_000_000,
      data: { type: 'track', event: 'CONNECT_SUCCESS' },
    })
  })

  it('[EVT-005] properties: are carried in data', () => {
    const events = createEventsStore()
    publishEvent({ events }, { event: 'CONNECT_SUCCESS', properties: { method: 'qrcode' }, clock })
    expect(getLastEvent(events)?.data.properties).toEqual({ method: 'qrcode' })
  })

  it('[EVT-005] every event name can be published', () => {
    const events = createEventsStore()
    for (const event of EVENT_NAMES) publishEvent({ events }, { event, clock })
    expect(events.getState().count).toBe(EVENT_NAMES.length)
    expect(getLastEvent(events)?.data.event).toBe('ERROR_FETCH_TRANSACTIONS')
  })
})
