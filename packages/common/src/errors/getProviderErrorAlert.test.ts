import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { ALERT_CATALOGUE } from './alertCatalogue.js'
import { getProviderErrorAlert } from './getProviderErrorAlert.js'

describe('getProviderErrorAlert', () => {
  it("[ERR-013] 'origin not allowed' maps to Invalid App Configuration", () => {
    const alert = getProviderErrorAlert(new Error('Unauthorized: origin not allowed'))
    expect(alert).toBe('ALERT_ORIGIN_NOT_ALLOWED')
    expect(alert && ALERT_CATALOGUE[alert].title).toBe('Invalid App Configuration')
  })

  it('[ERR-013] a JWT not yet valid maps to Session Expired', () => {
    expect(getProviderErrorAlert('JWT validation error: JWT Token is not yet valid')).toBe(
      'ALERT_SESSION_EXPIRED',
    )
  })

  it("[ERR-013] 'invalid key' maps to Invalid Project ID, also through a cause", () => {
    const error = new Error('Connection failed', { cause: { message: 'Unauthorized: invalid key' } })
    expect(getProviderErrorAlert(error)).toBe('ALERT_INVALID_PROJECT_ID')
  })

  it('[ERR-013] other errors map to no alert', () => {
    expect(getProviderErrorAlert(new Error('User rejected'))).toBeUndefined()
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[ERR-013] never throws on junk', (value) => {
    expect(() => getProviderErrorAlert(value)).not.toThrow()
  })
})
