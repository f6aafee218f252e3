import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { parseCookieString } from './parseCookieString.js'
import { serializeCookie } from './serializeCookie.js'

describe('parseCookieString', () => {
  it('reads name/value pairs of a Cookie header', () => {
    expect(parseCookieString('a=1; b=two')).toEqual(
      new Map([
        ['a', '1'],
        ['b', 'two'],
      ]),
    )
  })

  it('decodes URI-encoded names and values and strips quotes', () => {
    expect(parseCookieString('%40atrium%2Fkey=%7B%22a%22%3A1%7D; q="x y"')).toEqual(
      new Map([
        ['@atrium/key', '{"a":1}'],
        ['q', 'x y'],
      ]),
    )
  })

  it('skips malformed pairs and keeps the first of duplicate names', () => {
    expect(parseCookieString('novalue; =x; bad=%E0%A4%A; a=1; a=2;;')).toEqual(new Map([['a', '1']]))
  })

  it('reads an empty string as no cookies', () => {
    expect(parseCookieString('').size).toBe(0)
  })

  test.prop([fc.string({ minLength: 1 }), fc.string()])(
    'round-trips any name and value written by serializeCookie',
    (name, value) => {
      const pair = serializeCookie(name, value).split(';')[0] ?? ''
      expect(parseCookieString(`other=1; ${pair}`).get(name)).toBe(value)
    },
  )

  test.prop([fc.string()])('never throws on junk', (junk) => {
    expect(() => parseCookieString(junk)).not.toThrow()
  })
})
