import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId, toChainId } from './CaipNetworkId.js'
import { NAMESPACES } from './Namespace.js'

const namespaceArbitrary = fc.constantFrom(...NAMESPACES)
const referenceArbitrary = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const validIdArbitrary = fc.tuple(namespaceArbitrary, referenceArbitrary).map(([ns, ref]) => `${ns}:${ref}`)

describe('isCaipNetworkId', () => {
  it('[VAL-009][NET-002] accepts namespace:reference ids of every namespace', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(true)
    expect(isCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toBe(true)
  })

  it('[VAL-009] rejects anything but exactly 2 parts', () => {
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    expect(isCaipNetworkId('eip155:')).toBe(false)
    expect(isCaipNetworkId(':1')).toBe(false)
    expect(isCaipNetworkId('')).toBe(false)
  })

  it('[VAL-009] rejects unknown namespaces', () => {
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(false)
    expect(isCaipNetworkId('EIP155:1')).toBe(false)
  })

  it('[VAL-009] a reference holds 1 to 32 characters', () => {
    expect(isCaipNetworkId(`eip155:${'1'.repeat(32)}`)).toBe(true)
    expect(isCaipNetworkId(`eip155:${'1'.repeat(33)}`)).toBe(false)
    expect(isCaipNetworkId('eip155:1 ')).toBe(false)
  })

  test.prop([validIdArbitrary], { numRuns: 10_000 })(
    '[VAL-009] generated valid ids pass and round-trip',
    (id) => {
      expect(isCaipNetworkId(id)).toBe(true)
      const parsed = parseCaipNetworkId(id)
      expect(formatCaipNetworkId(parsed.namespace, parsed.reference)).toBe(id)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-009] junk values are rejected without throwing',
    (value) => {
      fc.pre(typeof value !== 'string')
      expect(isCaipNetworkId(value)).toBe(false)
    },
  )

  test.prop([fc.string({ unit: 'binary', maxLength: 60 })], { numRuns: 10_000 })(
    '[VAL-009] junk strings are classified without throwing',
    (value) => {
      const [namespace, reference, ...rest] = value.split(':')
      const expected =
        rest.length === 0 &&
        reference !== undefined &&
        (NAMESPACES as readonly string[]).includes(namespace ?? '') &&
        /^[-_a-zA-Z0-9]{1,32}$/.test(reference)
      expect(isCaipNetworkId(value)).toBe(expected)
    },
  )

  test.prop([validIdArbitrary, referenceArbitrary], { numRuns: 10_000 })(
    '[VAL-009] a third part is always rejected',
    (id, extra) => {
      expect(isCaipNetworkId(`${id}:${extra}`)).toBe(false)
    },
  )
})

describe('parseCaipNetworkId', () => {
  it('[VAL-009][STORE-005] a numeric reference gives a numeric chain id', () => {
    expect(parseCaipNetworkId('eip155:10')).toEqual({ namespace: 'eip155', reference: '10', chainId: 10 })
  })

  it('[VAL-009][STORE-005] a non-numeric reference stays a string', () => {
    expect(parseCaipNetworkId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').chainId).toBe(
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('[VAL-009] throws a coded InvalidCaipNetworkIdError on junk', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidCaipNetworkIdError: Invalid CAIP network id]`,
    )
    try {
      parseCaipNetworkId(42)
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_CAIP_NETWORK_ID', details: 'Received 42' })
    }
  })
})

describe('formatCaipNetworkId', () => {
  it('[NET-002] joins namespace and numeric id', () => {
    expect(formatCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
  })

  it('[VAL-009] throws on an invalid reference', () => {
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP network id')
  })
})

describe('toChainId', () => {
  it('[STORE-005] digits become a number, digits beyond safe integers stay a string', () => {
    expect(toChainId('1313161554')).toBe(1_313_161_554)
    expect(toChainId('000000000019d6689c085ae165831e93')).toBe('000000000019d6689c085ae165831e93')
    expect(toChainId('99999999999999999999')).toBe('99999999999999999999')
  })
})
