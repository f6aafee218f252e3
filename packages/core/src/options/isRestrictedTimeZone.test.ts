import { RESTRICTED_TIME_ZONES } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { isRestrictedTimeZone } from './isRestrictedTimeZone.js'

describe('isRestrictedTimeZone', () => {
  it('[OPT-014] the restricted time zones (decision) are recognised, case-insensitively', () => {
    expect(RESTRICTED_TIME_ZONES).toContain('Asia/Shanghai')
    for (const zone of RESTRICTED_TIME_ZONES) expect(isRestrictedTimeZone(zone)).toBe(true)
    expect(isRestrictedTimeZone(' asia/hong_kong ')).toBe(true)
  })

  it('[OPT-014] other or unknown time zones are not restricted', () => {
    expect(isRestrictedTimeZone('Europe/Paris')).toBe(false)
    expect(isRestrictedTimeZone('')).toBe(false)
    expect(isRestrictedTimeZone(undefined)).toBe(false)
  })
})
