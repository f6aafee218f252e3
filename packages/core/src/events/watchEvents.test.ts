import { describe, expect, it } from 'vitest'
import { type AtriumEvent, createEventsStore } from './createEventsStore.js'
import { publishEvent } from './publishEvent.js'
import { watchEvents } from './watchEvents.js'

const clock = { now: () => 5 }

describe('watchEvents', () => {
  it('[EVT-005] calls the listener for each event published after watching, until unsubscribed', () => {
    const events = createEventsStore()
    publishEvent({ events }, { event: 'SEARCH_WALLET', clock })
    const seen: AtriumEvent[] = []
    const unwatch = watchEvents(events, (event) => seen.push(event))
    publishEvent({ events }, { event: 'SWITCH_NETWORK', clock })
    publishEvent({ events }, { event: 'SWITCH_NETWORK', clock })
    unwatch()
    publishEvent({ events }, { event: 'SEND_INITIATED', clock })
    expect(seen.map((event) => event.data.event)).toEqual(['SWITCH_NETWORK', 'SWITCH_NETWORK'])
  })

  it('two stores are separate streams', () => {
    const first = createEventsStore()
    const seen: string[] = []
    watchEvents(first, (event) => seen.push(event.data.event))
    publishEvent({ events: createEventsStore() }, { event: 'SWAP_SUCCESS', clock })
    expect(seen).toEqual([])
  })
})
