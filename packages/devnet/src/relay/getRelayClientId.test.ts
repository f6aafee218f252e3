import { describe, expect, test } from 'vitest'
import { getRelayClientId } from './getRelayClientId.js'

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

describe('getRelayClientId', () => {
  test('reads the iss claim of the relay-auth JWT', () => {
    const auth = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss: 'did:key:z6Mk', sub: 'x' })}.sig`
    expect(getRelayClientId({ auth, fallback: 'connection-1' })).toBe('did:key:z6Mk')
  })

  test('falls back without a token, with an unreadable one, or without iss', () => {
    expect(getRelayClientId({ auth: null, fallback: 'a' })).toBe('a')
    expect(getRelayClientId({ auth: 'not-a-jwt', fallback: 'b' })).toBe('b')
    expect(getRelayClientId({ auth: 'x.%%%.y', fallback: 'c' })).toBe('c')
    expect(getRelayClientId({ auth: `x.${encode({ sub: 'no-iss' })}.y`, fallback: 'd' })).toBe('d')
    expect(getRelayClientId({ auth: `x.${encode(null)}.y`, fallback: 'e' })).toBe('e')
  })
})
