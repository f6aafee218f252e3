import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isEmail } from './isEmail.js'

describe('isEmail', () => {
  it('[FRAME-019] accepts ordinary addresses', () => {
    for (const email of ['alice@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.io']) {
      expect(isEmail(email)).toBe(true)
    }
  })

  it('[FRAME-019] rejects malformed addresses', () => {
    for (const email of [
      '',
      'alice',
      'alice@',
      '@example.com',
      'alice@example',
      'a b@example.com',
      'a@b@c.com',
    ]) {
      expect(isEmail(email)).toBe(false)
    }
    expect(isEmail('alice@-example.com')).toBe(false)
  })

  it('[FRAME-019] length edges: 64-character local part yes, 65 no; 254 total yes, 255 no', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true)
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
    const domain = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.io`
    expect(isEmail(`a@${domain}`)).toBe(true)
    expect(`a@${domain}`).toHaveLength(254)
    expect(isEmail(`ab@${domain}`)).toBe(false)
  })

  test.prop([fc.emailAddress()], { numRuns: 10_000 })(
    '[FRAME-019] generated addresses with a dotted domain pass',
    (email) => {
      const [local = '', domain = ''] = email.split('@')
      fc.pre(domain.includes('.') && local.length <= 64 && email.length <= 254)
      expect(isEmail(email)).toBe(true)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[FRAME-019] junk is rejected without throwing',
    (value) => {
      fc.pre(typeof value !== 'string' || !value.includes('@'))
      expect(isEmail(value)).toBe(false)
    },
  )

  test.prop([fc.string({ unit: 'binary' })], { numRuns: 10_000 })(
    '[FRAME-019] arbitrary strings never throw',
    (value) => {
      expect(typeof isEmail(value)).toBe('boolean')
    },
  )
})
