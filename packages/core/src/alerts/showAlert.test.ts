import { ALERT_CATALOGUE } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'
import { showAlert } from './showAlert.js'

describe('showAlert', () => {
  it('[ERR-006] shows Network Not Found with a description (ERR-014)', () => {
    const alerts = createAlertsStore()
    expect(showAlert({ alerts }, { code: 'ALERT_NETWORK_NOT_FOUND' })).toBe(true)
    expect(alerts.getState().alert).toEqual({
      code: 'ALERT_NETWORK_NOT_FOUND',
      title: 'Network Not Found',
      description: ALERT_CATALOGUE.ALERT_NETWORK_NOT_FOUND.description,
    })
  })

  it('[ERR-007] parameters: Invalid App Configuration names the origin not on the allowlist', () => {
    const alerts = createAlertsStore()
    showAlert(
      { alerts },
      { code: 'ALERT_ORIGIN_NOT_ALLOWED', parameters: { origin: 'https://dapp.example' } },
    )
    expect(alerts.getState().alert).toMatchObject({
      title: 'Invalid App Configuration',
      description: expect.stringContaining('https://dapp.example'),
    })
  })

  it('[ERR-010] Session Expired tells the user to check the device time settings', () => {
    const alerts = createAlertsStore()
    showAlert({ alerts }, { code: 'ALERT_SESSION_EXPIRED' })
    expect(alerts.getState().alert?.title).toBe('Session Expired')
    expect(alerts.getState().alert?.description).toMatch(/time settings/)
  })

  it('[ERR-011][ERR-012] Invalid Project ID and Project ID Not Configured exist', () => {
    const alerts = createAlertsStore()
    showAlert({ alerts }, { code: 'ALERT_INVALID_PROJECT_ID' })
    expect(alerts.getState().alert?.title).toBe('Invalid Project ID')
    showAlert({ alerts }, { code: 'ALERT_PROJECT_ID_NOT_CONFIGURED' })
    expect(alerts.getState().alert?.title).toBe('Project ID Not Configured')
  })

  it('[ERR-014] every alert of the catalogue has a title and a non-empty description', () => {
    for (const code of Object.keys(ALERT_CATALOGUE) as (keyof typeof ALERT_CATALOGUE)[]) {
      const alerts = createAlertsStore()
      showAlert({ alerts }, { code })
      expect(alerts.getState().alert?.description.length).toBeGreaterThan(20)
    }
  })

  it('onceKey: a second show under the same key is refused', () => {
    const alerts = createAlertsStore()
    expect(showAlert({ alerts }, { code: 'ALERT_INVALID_PROJECT_ID', onceKey: 'x' })).toBe(true)
    expect(showAlert({ alerts }, { code: 'ALERT_SESSION_EXPIRED', onceKey: 'x' })).toBe(false)
    expect(alerts.getState().alert?.code).toBe('ALERT_INVALID_PROJECT_ID')
  })
})
