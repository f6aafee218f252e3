import { fc, test } from '@fast-check/vitest'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS_CACHE_MAX_ENTRIES } from '../constants/evm.js'
import { checksumAddressCache, toChecksumAddress } from './toChecksumAddress.js'

/** The checksummed test vectors of EIP-55. */
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
] as const

const lowerAddressArbitrary = fc.stringMatching(/^[0-9a-f]{40}$/).map((body) => `0x${body}`)

describe('toChecksumAddress', () => {
  afterEach(() => checksumAddressCache.clear())

  for (const vector of EIP55_VECTORS) {
    it(`[VAL-004][VAL-005] EIP-55 vector ${vector}`, () => {
      expect(toChecksumAddress(vector.toLowerCase())).toBe(vector)
      expect(toChecksumAddress(`0x${vector.slice(2).toUpperCase()}`)).toBe(vector)
    })
  }

  test.prop([lowerAddressArbitrary], { numRuns: 10_000 })(
    '[VAL-004] checksumming is idempotent and only changes letter case',
    (lower) => {
      const checksummed = toChecksumAddress(lower)
      expect(checksummed.toLowerCase()).toBe(lower)
      expect(toChecksumAddress(checksummed)).toBe(checksummed)
    },
  )

  it('[VAL-002] throws InvalidAddressError on junk', () => {
    expect(() => toChecksumAddress('0x1234')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidAddressError: Invalid address]`,
    )
    expect(() => toChecksumAddress(`0X${'a'.repeat(40)}`)).toThrow('Invalid address')
  })

  it('[VAL-006] the cache keeps at most 8192 entries and evicts the least recently used', () => {
    const first = `0x${'0'.repeat(39)}1`
    toChecksumAddress(first)
    for (let index = 2; index <= ADDRESS_CACHE_MAX_ENTRIES; index++) {
      toChecksumAddress(`0x${index.toString(16).padStart(40, '0')}`)
    }
    expect(checksumAddressCache.size).toBe(ADDRESS_CACHE_MAX_ENTRIES)
    toChecksumAddress(first) // touching the oldest entry makes it the newest
    toChecksumAddress(`0x${'f'.repeat(40)}`)
    expect(checksumAddressCache.size).toBe(ADDRESS_CACHE_MAX_ENTRIES)
    expect(checksumAddressCache.get(first.slice(2))).toBe(first)
    expect(checksumAddressCache.get('2'.padStart(40, '0'))).toBeUndefined()
  })
})
