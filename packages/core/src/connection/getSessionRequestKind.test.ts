import { describe, expect, it } from 'vitest'
import { getSessionRequestKind } from './getSessionRequestKind.js'

describe('getSessionRequestKind', () => {
  it('[CONN-015] authentication is tried first when sign-in is configured and supported', () => {
    expect(getSessionRequestKind({ isSignInConfigured: true, isAuthenticationSupported: true })).toBe(
      'authenticate',
    )
  })

  it('[CONN-015] a plain session request otherwise', () => {
    expect(getSessionRequestKind({ isSignInConfigured: true, isAuthenticationSupported: false })).toBe(
      'connect',
    )
    expect(getSessionRequestKind({ isSignInConfigured: false, isAuthenticationSupported: true })).toBe(
      'connect',
    )
    expect(getSessionRequestKind({ isSignInConfigured: false, isAuthenticationSupported: false })).toBe(
      'connect',
    )
  })
})
