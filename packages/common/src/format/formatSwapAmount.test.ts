import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatSwapAmount } from './formatSwapAmount.js'

describe('formatSwapAmount', () => {
  it('[SWAP-027] shows at most 6 decimals, truncated', () => {
    expect(formatSwapAmount('3012.123456789')).toBe('3012.123456')
    expect(formatSwapAmount('0.0000019')).toBe('0.000001')
    expect(formatSwapAmount('0.0000009')).toBe('0')
    expect(formatSwapAmount('1.5')).toBe('1.5')
    expect(formatSwapAmount('nope')).toBe('0')
  })

  test.prop([fc.stringMatching(/^[0-9]{1,20}\.[0-9]{1,30}$/)], { numRuns: 10_000 })(
    '[SWAP-027] generated amounts keep at most 6 decimals and their leading digits',
    (value) => {
      const shown = formatSwapAmount(value)
      expect(shown.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6)
      expect(value.replace(/^0+(?=\d)/, '').startsWith(shown.replace(/\.$/, ''))).toBe(true)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })('[SWAP-027] never throws', (value) => {
    expect(typeof formatSwapAmount(value)).toBe('string')
  })
})
