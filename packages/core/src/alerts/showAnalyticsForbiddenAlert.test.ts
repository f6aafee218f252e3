import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'
import { dismissAlert } from './dismissAlert.js'
import { showAlert } from './showAlert.js'
import { showAnalyticsForbiddenAlert } from './showAnalyticsForbiddenAlert.js'

describe('showAnalyticsForbiddenAlert', () => {
  it('[ERR-008] an analytics 403 shows Invalid App Configuration', () => {
    const alerts = createAlertsStore()
    expect(showAnalyticsForbiddenAlert({ alerts }, { origin: 'https://dapp.example' })).toBe(true)
    expect(alerts.getState().alert).toMatchObject({
      code: 'ALERT_ORIGIN_NOT_ALLOWED',
      title: 'Invalid App Configuration',
      description: expect.stringContaining('https://dapp.example'),
    })
  })

  it('[ERR-008] at most once per page load (store), even after dismissal', () => {
    const alerts = createAlertsStore()
    showAnalyticsForbiddenAlert({ alerts }, { origin: 'https://a.example' })
    dismissAlert({ alerts })
    expect(showAnalyticsForbiddenAlert({ alerts }, { origin: 'https://a.example' })).toBe(false)
    expect(alerts.getState().alert).toBeUndefined()
  })

  it('[ERR-008] a new page load (a new store) shows it again', () => {
    showAnalyticsForbiddenAlert({ alerts: createAlertsStore() }, { origin: 'https://a.example' })
    expect(
      showAnalyticsForbiddenAlert({ alerts: createAlertsStore() }, { origin: 'https://a.example' }),
    ).toBe(true)
  })

  it('[ERR-007] the once rule does not silence an origin alert from elsewhere', () => {
    const alerts = createAlertsStore()
    showAnalyticsForbiddenAlert({ alerts }, { origin: 'https://a.example' })
    dismissAlert({ alerts })
    expect(
      showAlert(
        { alerts },
        { code: 'ALERT_ORIGIN_NOT_ALLOWED', parameters: { origin: 'https://a.example' } },
      ),
    ).toBe(true)
  })
})
