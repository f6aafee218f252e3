import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './CaipAddress.js'
import type { CaipNetworkId } from './CaipNetworkId.js'
import { NAMESPACES } from './Namespace.js'

const namespaceArbitrary = fc.constantFrom(...NAMESPACES)
const referenceArbitrary = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const addressArbitrary = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('isCaipAddress', () => {
  it('[VAL-008][NET-008] accepts namespace:reference:address', () => {
    expect(isCaipAddress(`eip155:1:${ADDRESS}`)).toBe(true)
    expect(
      isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'),
    ).toBe(true)
    expect(
      isCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
    ).toBe(true)
  })

  it('[VAL-008] rejects anything but exactly 3 non-empty parts', () => {
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress(`eip155:1:${ADDRESS}:x`)).toBe(false)
    expect(isCaipAddress('eip155:1:')).toBe(false)
    expect(isCaipAddress(`eip155::${ADDRESS}`)).toBe(false)
    expect(isCaipAddress(`:1:${ADDRESS}`)).toBe(false)
  })

  it('[VAL-008] rejects an unknown namespace (A-35)', () => {
    expect(isCaipAddress(`cosmos:1:${ADDRESS}`)).toBe(false)
  })

  it('[VAL-008] an account address holds 1 to 128 characters', () => {
    expect(isCaipAddress(`eip155:1:${'a'.repeat(128)}`)).toBe(true)
    expect(isCaipAddress(`eip155:1:${'a'.repeat(129)}`)).toBe(false)
  })

  test.prop([namespaceArbitrary, referenceArbitrary, addressArbitrary], { numRuns: 10_000 })(
    '[VAL-008] generated valid addresses pass and round-trip',
    (namespace, reference, address) => {
      const caipAddress = `${namespace}:${reference}:${address}`
      expect(isCaipAddress(caipAddress)).toBe(true)
      const parsed = parseCaipAddress(caipAddress)
      expect(parsed).toMatchObject({
        namespace,
        reference,
        address,
        caipNetworkId: `${namespace}:${reference}`,
      })
      expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(caipAddress)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-008] junk values are rejected without throwing',
    (value) => {
      fc.pre(typeof value !== 'string')
      expect(isCaipAddress(value)).toBe(false)
    },
  )

  test.prop([fc.string({ unit: 'binary', maxLength: 80 })], { numRuns: 10_000 })(
    '[VAL-008] junk strings are classified without throwing',
    (value) => {
      const parts = value.split(':')
      const expected =
        parts.length === 3 &&
        (NAMESPACES as readonly string[]).includes(parts[0] ?? '') &&
        /^[-_a-zA-Z0-9]{1,32}$/.test(parts[1] ?? '') &&
        /^[-.%a-zA-Z0-9]{1,128}$/.test(parts[2] ?? '')
      expect(isCaipAddress(value)).toBe(expected)
    },
  )
})

describe('parseCaipAddress', () => {
  it('[VAL-008] returns every part with a numeric EVM chain id', () => {
    expect(parseCaipAddress(`eip155:137:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '137',
      chainId: 137,
      caipNetworkId: 'eip155:137',
      address: ADDRESS,
    })
  })

  it('[VAL-008] throws a coded InvalidCaipAddressError on junk', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidCaipAddressError: Invalid CAIP address]`,
    )
  })
})

describe('formatCaipAddress', () => {
  it('[NET-008] builds namespace:id:address', () => {
    expect(formatCaipAddress('eip155:1', ADDRESS)).toBe(`eip155:1:${ADDRESS}`)
  })

  it('[VAL-008] throws when the address is empty or the id is not a CAIP id', () => {
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP address')
    expect(() => formatCaipAddress('eip155' as CaipNetworkId, ADDRESS)).toThrow('Invalid CAIP address')
  })
})
