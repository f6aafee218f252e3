import { describe, expect, it } from 'vitest'
import { GENERIC_SS58_PREFIX, getSs58Prefix } from './getSs58Prefix.js'

describe('getSs58Prefix', () => {
  it('knows Polkadot (0) and Kusama (2)', () => {
    expect(getSs58Prefix('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(0)
    expect(getSs58Prefix('polkadot:b0a8d493285c2df73290dfb7e61f870f')).toBe(2)
  })

  it('prefers the configured prefix', () => {
    expect(
      getSs58Prefix('polkadot:91b171bb158e2d3848fa23a9f1c25182', {
        'polkadot:91b171bb158e2d3848fa23a9f1c25182': 7,
      }),
    ).toBe(7)
  })

  it('falls back to the generic prefix 42', () => {
    expect(getSs58Prefix('polkadot:45454545454545454545454545454545')).toBe(GENERIC_SS58_PREFIX)
    expect(GENERIC_SS58_PREFIX).toBe(42)
  })
})
