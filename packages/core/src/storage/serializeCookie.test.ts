import { describe, expect, it } from 'vitest'
import { COOKIE_MAX_AGE_SECONDS, serializeCookie } from './serializeCookie.js'

describe('serializeCookie', () => {
  it('writes an encoded pair with path /, the default max-age and SameSite=Lax', () => {
    expect(serializeCookie('@atrium/active_namespace', 'eip155')).toBe(
      `%40atrium%2Factive_namespace=eip155; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    )
  })

  it('keeps cookies for 400 days by default', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(34_560_000)
  })

  it('applies path, domain, max-age, sameSite and secure', () => {
    expect(
      serializeCookie('a', 'b c', {
        path: '/app',
        domain: 'example.com',
        maxAgeSeconds: 60.7,
        sameSite: 'None',
        secure: true,
      }),
    ).toBe('a=b%20c; Path=/app; Domain=example.com; Max-Age=60; SameSite=None; Secure')
  })

  it('never writes a negative max-age', () => {
    expect(serializeCookie('a', '', { maxAgeSeconds: -5 })).toContain('Max-Age=0')
  })
})
