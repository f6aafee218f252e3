import { describe, expect, it } from 'vitest'
import { createEventsStore } from './createEventsStore.js'
import { getLastEvent } from './getLastEvent.js'

describe('getLastEvent', () => {
  it('is undefined before the first event', () => {
    expect(getLastEvent(createEventsStore())).toBeUndefined()
  })
})
