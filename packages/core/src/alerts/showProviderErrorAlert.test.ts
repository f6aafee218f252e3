import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'
import { showProviderErrorAlert } from './showProviderErrorAlert.js'

const origin = 'https://dapp.example'

describe('showProviderErrorAlert', () => {
  it('[ERR-013] origin not allowed → Invalid App Configuration', () => {
    const alerts = createAlertsStore()
    const code = showProviderErrorAlert(
      { alerts },
      { error: new Error('Unauthorized: origin not allowed'), origin },
    )
    expect(code).toBe('ALERT_ORIGIN_NOT_ALLOWED')
    expect(alerts.getState().alert?.title).toBe('Invalid App Configuration')
  })

  it('[ERR-013] JWT not yet valid → Session Expired', () => {
    const alerts = createAlertsStore()
    const error = new Error('WebSocket connection failed', {
      cause: new Error('JWT validation error: JWT Token is not yet valid'),
    })
    expect(showProviderErrorAlert({ alerts }, { error, origin })).toBe('ALERT_SESSION_EXPIRED')
    expect(alerts.getState().alert?.title).toBe('Session Expired')
  })

  it('[ERR-013] invalid key → Invalid Project ID', () => {
    const alerts = createAlertsStore()
    expect(showProviderErrorAlert({ alerts }, { error: 'Invalid key', origin })).toBe(
      'ALERT_INVALID_PROJECT_ID',
    )
    expect(alerts.getState().alert?.title).toBe('Invalid Project ID')
  })

  it('[ERR-013] error: anything else shows nothing and never throws', () => {
    const alerts = createAlertsStore()
    for (const error of [new Error('User rejected'), undefined, null, 42, { message: 7 }]) {
      expect(showProviderErrorAlert({ alerts }, { error, origin })).toBeUndefined()
    }
    expect(alerts.getState().alert).toBeUndefined()
  })
})
