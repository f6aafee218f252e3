/**
 * The client id a relay connection belongs to: the `iss` (`did:key:…`) of the relay-auth JWT the
 * WalletConnect clients send as `?auth=`, so the same client keeps its identity across reconnects and
 * relay restarts (its acknowledged messages are not redelivered). The signature is not checked: a
 * loopback relay has nothing to protect. Without a readable JWT, `fallback` (one id per connection).
 */
export function getRelayClientId(parameters: { auth: string | null; fallback: string }): string {
  const payload = parameters.auth?.split('.')[1]
  if (payload === undefined) return parameters.fallback
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const issuer = (claims as { iss?: unknown } | null)?.iss
    return typeof issuer === 'string' && issuer.length > 0 ? issuer : parameters.fallback
  } catch {
    return parameters.fallback
  }
}
