import { describe, expect, it } from 'vitest'
import { ALERT_CATALOGUE, formatAlert } from './alertCatalogue.js'

describe('ALERT_CATALOGUE', () => {
  it("[ERR-006] 'Network Not Found' exists", () => {
    expect(ALERT_CATALOGUE.ALERT_NETWORK_NOT_FOUND.title).toBe('Network Not Found')
  })

  it("[ERR-007][ERR-008] origin not allowed shows 'Invalid App Configuration'", () => {
    expect(ALERT_CATALOGUE.ALERT_ORIGIN_NOT_ALLOWED.title).toBe('Invalid App Configuration')
  })

  it("[ERR-009] the embedded-wallet timeout shows 'Invalid App Configuration'", () => {
    expect(ALERT_CATALOGUE.ALERT_EMBEDDED_WALLET_TIMEOUT.title).toBe('Invalid App Configuration')
  })

  it("[ERR-010] 'Session Expired' tells the user to check the time settings", () => {
    expect(ALERT_CATALOGUE.ALERT_SESSION_EXPIRED.title).toBe('Session Expired')
    expect(ALERT_CATALOGUE.ALERT_SESSION_EXPIRED.description).toMatch(/time settings/)
  })

  it("[ERR-011] 'Invalid Project ID' exists", () => {
    expect(ALERT_CATALOGUE.ALERT_INVALID_PROJECT_ID.title).toBe('Invalid Project ID')
  })

  it("[ERR-012] 'Project ID Not Configured' exists", () => {
    expect(ALERT_CATALOGUE.ALERT_PROJECT_ID_NOT_CONFIGURED.title).toBe('Project ID Not Configured')
  })

  it('[ERR-014] every alert has its own code, a title and a description (descriptions pinned)', () => {
    for (const [code, alert] of Object.entries(ALERT_CATALOGUE)) {
      expect(alert.code).toBe(code)
      expect(alert.title.length).toBeGreaterThan(0)
      expect(alert.description.length).toBeGreaterThan(0)
    }
    expect(ALERT_CATALOGUE).toMatchInlineSnapshot(`
      {
        "ALERT_EMBEDDED_WALLET_TIMEOUT": {
          "code": "ALERT_EMBEDDED_WALLET_TIMEOUT",
          "description": "The embedded wallet failed to load. Check that this domain is allowed in the project settings.",
          "title": "Invalid App Configuration",
        },
        "ALERT_INVALID_PROJECT_ID": {
          "code": "ALERT_INVALID_PROJECT_ID",
          "description": "The project ID was rejected. Check the "projectId" option against your project settings.",
          "title": "Invalid Project ID",
        },
        "ALERT_NETWORK_NOT_FOUND": {
          "code": "ALERT_NETWORK_NOT_FOUND",
          "description": "This network is not configured for this app. Add it to the "networks" option of createAppKit.",
          "title": "Network Not Found",
        },
        "ALERT_ORIGIN_NOT_ALLOWED": {
          "code": "ALERT_ORIGIN_NOT_ALLOWED",
          "description": "The origin {origin} is not on the allowlist of this project. Add it in the project settings.",
          "title": "Invalid App Configuration",
        },
        "ALERT_PROJECT_ID_NOT_CONFIGURED": {
          "code": "ALERT_PROJECT_ID_NOT_CONFIGURED",
          "description": "No project ID is set. Pass "projectId" to createAppKit to enable wallet connections.",
          "title": "Project ID Not Configured",
        },
        "ALERT_SESSION_EXPIRED": {
          "code": "ALERT_SESSION_EXPIRED",
          "description": "Your session is not valid. Check the date and time settings of your device, then connect again.",
          "title": "Session Expired",
        },
      }
    `)
  })

  it('[ERR-007] formatAlert fills the origin', () => {
    expect(formatAlert('ALERT_ORIGIN_NOT_ALLOWED', { origin: 'https://dapp.example' })).toEqual({
      code: 'ALERT_ORIGIN_NOT_ALLOWED',
      title: 'Invalid App Configuration',
      description:
        'The origin https://dapp.example is not on the allowlist of this project. Add it in the project settings.',
    })
  })
})
