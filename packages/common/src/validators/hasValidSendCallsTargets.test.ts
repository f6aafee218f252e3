import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { hasValidSendCallsTargets, isSendCallsTarget } from './hasValidSendCallsTargets.js'

const targetArbitrary = fc.string().map((rest) => `0x${rest}`)
const callArbitrary = fc.record(
  { to: targetArbitrary, data: fc.string(), value: fc.string() },
  { requiredKeys: ['to'] },
)

describe('hasValidSendCallsTargets', () => {
  it("[VAL-013] accepts calls whose every 'to' starts with 0x", () => {
    expect(hasValidSendCallsTargets([{ to: `0x${'a'.repeat(40)}`, data: '0x' }, { to: '0x1' }])).toBe(true)
  })

  it("[VAL-013] rejects a call without a 0x 'to'", () => {
    expect(hasValidSendCallsTargets([{ to: `0x${'a'.repeat(40)}` }, { to: 'a'.repeat(40) }])).toBe(false)
    expect(hasValidSendCallsTargets([{ data: '0x' }])).toBe(false)
    expect(hasValidSendCallsTargets([null])).toBe(false)
    expect(hasValidSendCallsTargets([{ to: '0X1' }])).toBe(false)
  })

  it('[VAL-013] rejects a request with no calls (chosen)', () => {
    expect(hasValidSendCallsTargets([])).toBe(false)
  })

  test.prop([fc.array(callArbitrary, { minLength: 1, maxLength: 10 })], { numRuns: 10_000 })(
    '[VAL-013] generated valid calls pass',
    (calls) => {
      expect(hasValidSendCallsTargets(calls)).toBe(true)
    },
  )

  test.prop(
    [
      fc.array(callArbitrary, { minLength: 1, maxLength: 10 }),
      fc.nat(),
      fc.string().filter((to) => !to.startsWith('0x')),
    ],
    { numRuns: 10_000 },
  )('[VAL-013] one bad target rejects the whole request', (calls, index, badTarget) => {
    const broken = calls.map((call, position) =>
      position === index % calls.length ? { ...call, to: badTarget } : call,
    )
    expect(hasValidSendCallsTargets(broken)).toBe(false)
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[VAL-013] junk never throws', (value) => {
    expect(typeof hasValidSendCallsTargets(value)).toBe('boolean')
    expect(isSendCallsTarget(value)).toBe(typeof value === 'string' && value.startsWith('0x'))
  })
})
