import { describe, expect, it } from 'vitest'
import { createSiwxNonce, SIWX_NONCE_LENGTH, SIWX_NONCE_PATTERN } from './createSiwxNonce.js'

describe('createSiwxNonce', () => {
  it('16 letters or digits, as EIP-4361 asks (at least 8 alphanumeric)', () => {
    const nonce = createSiwxNonce()
    expect(nonce).toHaveLength(SIWX_NONCE_LENGTH)
    expect(nonce).toMatch(SIWX_NONCE_PATTERN)
  })

  it('a new one each time, drawing every character of the alphabet', () => {
    const nonces = Array.from({ length: 500 }, createSiwxNonce)
    expect(new Set(nonces).size).toBe(nonces.length)
    expect(new Set(nonces.join('')).size).toBe(62)
  })
})
