import { describe, expect, it } from 'vitest'
import { isSiwxSessionExpired } from './isSiwxSessionExpired.js'

describe('isSiwxSessionExpired', () => {
  const at = Date.parse('2025-03-01T12:00:00.000Z')

  it('no expiration time: never', () => {
    expect(isSiwxSessionExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false)
  })

  it('expired from its expiration time on, not a millisecond before', () => {
    const data = { expirationTime: '2025-03-01T12:00:00.000Z' }
    expect(isSiwxSessionExpired(data, at - 1)).toBe(false)
    expect(isSiwxSessionExpired(data, at)).toBe(true)
  })

  it('a time that does not parse counts as expired', () => {
    expect(isSiwxSessionExpired({ expirationTime: 'tomorrow' }, at)).toBe(true)
  })
})
