/** How to ask a WalletConnect wallet for a session. */
export type SessionRequestKind = 'authenticate' | 'connect'

/**
 * [CONN-015] Authentication first: request an authenticated session (connect + sign-in in
 * one step) when sign-in is configured and the wallet's protocol supports it; otherwise a plain
 * session request, and sign-in (if any) follows separately.
 */
export function getSessionRequestKind(input: {
  readonly isSignInConfigured: boolean
  readonly isAuthenticationSupported: boolean
}): SessionRequestKind {
  return input.isSignInConfigured && input.isAuthenticationSupported ? 'authenticate' : 'connect'
}
