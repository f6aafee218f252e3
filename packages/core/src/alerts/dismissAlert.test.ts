import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'
import { dismissAlert } from './dismissAlert.js'
import { showAlert } from './showAlert.js'

describe('dismissAlert', () => {
  it('hides the shown alert', () => {
    const alerts = createAlertsStore()
    showAlert({ alerts }, { code: 'ALERT_SESSION_EXPIRED' })
    dismissAlert({ alerts })
    expect(alerts.getState().alert).toBeUndefined()
  })
})
