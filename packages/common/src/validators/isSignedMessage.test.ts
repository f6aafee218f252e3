import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage.js'

describe('isSignedMessage', () => {
  it('[VAL-011] accepts a 65-byte signature', () => {
    expect(isSignedMessage(`0x${'ab'.repeat(65)}`)).toBe(true)
  })

  it('[VAL-011] length edges: 61 no, 62 yes; prefix required', () => {
    expect(isSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage('a'.repeat(130))).toBe(false)
  })

  test.prop([fc.stringMatching(/^[0-9a-fA-F]{62,300}$/)], { numRuns: 10_000 })(
    '[VAL-011] generated signatures of 62+ hex characters pass',
    (body) => {
      expect(isSignedMessage(`0x${body}`)).toBe(true)
    },
  )

  test.prop([fc.stringMatching(/^[0-9a-f]{0,80}$/)], { numRuns: 10_000 })(
    '[VAL-011] fewer than 62 hex characters fail',
    (body) => {
      expect(isSignedMessage(`0x${body}`)).toBe(body.length >= 62)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-011] junk is classified without throwing',
    (value) => {
      expect(isSignedMessage(value)).toBe(typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value))
    },
  )
})
