import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'

describe('createAlertsStore', () => {
  it('starts with no alert and nothing shown once', () => {
    expect(createAlertsStore().getState()).toEqual({ alert: undefined, shownOnceKeys: [] })
  })
})
