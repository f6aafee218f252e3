import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isNamespace, NAMESPACES } from './Namespace.js'

describe('Namespace', () => {
  it('[NET-001] the supported namespaces are eip155, solana, polkadot, bip122', () => {
    expect(NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
  })

  it('[NET-001] isNamespace accepts each supported namespace', () => {
    for (const namespace of NAMESPACES) expect(isNamespace(namespace)).toBe(true)
  })

  it('[NET-001] isNamespace rejects near misses', () => {
    for (const value of ['EIP155', 'bitcoin', 'cosmos', '', ' eip155', 'eip155:1']) {
      expect(isNamespace(value)).toBe(false)
    }
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[NET-001] isNamespace never throws on junk', (value) => {
    const result = isNamespace(value)
    expect(result).toBe(typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value))
  })
})
