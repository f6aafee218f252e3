import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

describe('truncateAddress', () => {
  it('keeps 0x plus 4 characters and the last 4', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
  })

  it('leading and trailing counts are options', () => {
    expect(
      truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', { leadingChars: 4, trailingChars: 4 }),
    ).toBe('7S3P…AaKv')
  })

  it('returns short values whole', () => {
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('')).toBe('')
  })

  test.prop([fc.string({ minLength: 12, maxLength: 200 })], { numRuns: 10_000 })(
    'keeps the ends and is never longer than 11 characters',
    (address) => {
      const shown = truncateAddress(address)
      expect(shown).toBe(`${address.slice(0, 6)}…${address.slice(-4)}`)
    },
  )
})
