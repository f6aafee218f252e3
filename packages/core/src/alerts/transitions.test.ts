import { formatAlert } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'
import { reduceDismissAlert, reduceShowAlert } from './transitions.js'

const empty = createAlertsStore().getState()
const alert = formatAlert('ALERT_SESSION_EXPIRED')

describe('alerts transitions', () => {
  it('show replaces the current alert', () => {
    const first = reduceShowAlert(empty, { alert: formatAlert('ALERT_INVALID_PROJECT_ID') })
    expect(reduceShowAlert(first, { alert }).alert).toBe(alert)
  })

  it('onceKey: the first show records the key, the next returns the same state', () => {
    const shown = reduceShowAlert(empty, { alert, onceKey: 'k' })
    expect(shown).toEqual({ alert, shownOnceKeys: ['k'] })
    const dismissed = reduceDismissAlert(shown)
    expect(reduceShowAlert(dismissed, { alert, onceKey: 'k' })).toBe(dismissed)
  })

  it('dismiss hides the alert; dismissing nothing returns the same state', () => {
    expect(reduceDismissAlert({ alert, shownOnceKeys: [] }).alert).toBeUndefined()
    expect(reduceDismissAlert(empty)).toBe(empty)
  })
})
