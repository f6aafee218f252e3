import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isPreferredAccountType } from './isPreferredAccountType.js'

describe('isPreferredAccountType', () => {
  it("[ACCT-004] accepts 'eoa' and 'smartAccount'", () => {
    expect(isPreferredAccountType('eoa')).toBe(true)
    expect(isPreferredAccountType('smartAccount')).toBe(true)
  })

  it("[ACCT-004][ACCT-003] rejects 'payment' and near misses", () => {
    for (const value of ['payment', 'EOA', 'smartaccount', 'smart_account', '']) {
      expect(isPreferredAccountType(value)).toBe(false)
    }
  })

  test.prop([fc.constantFrom('eoa', 'smartAccount')], { numRuns: 10_000 })(
    '[ACCT-004] generated valid types pass',
    (value) => {
      expect(isPreferredAccountType(value)).toBe(true)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })('[ACCT-004] junk is rejected without throwing', (value) => {
    fc.pre(value !== 'eoa' && value !== 'smartAccount')
    expect(isPreferredAccountType(value)).toBe(false)
  })
})
