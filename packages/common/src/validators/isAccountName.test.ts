import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getAccountNameLabel, isAccountName } from './isAccountName.js'

const labelArbitrary = fc.stringMatching(/^[A-Za-z0-9-]{4,30}$/)

describe('isAccountName', () => {
  it('[VAL-001] letters, digits and hyphens of at least 4 characters pass', () => {
    expect(isAccountName('alice')).toBe(true)
    expect(isAccountName('Al-1')).toBe(true)
  })

  it('[VAL-001] length edges: 3 no, 4 yes', () => {
    expect(isAccountName('abc')).toBe(false)
    expect(isAccountName('abcd')).toBe(true)
  })

  it('[VAL-001] other characters fail', () => {
    for (const name of ['ali ce', 'alice!', 'alicé', 'al_ice', 'ali.ce', ''])
      expect(isAccountName(name)).toBe(false)
  })

  it('[VAL-001][NAME-009] the check applies to the label before the suffix (A-27)', () => {
    expect(isAccountName('alice.reown.id')).toBe(true)
    expect(isAccountName('alice.wcn.id')).toBe(true)
    expect(isAccountName('abc.reown.id')).toBe(false)
    expect(isAccountName('.reown.id')).toBe(false)
  })

  it('[NAME-009] getAccountNameLabel strips either suffix, any case', () => {
    expect(getAccountNameLabel('alice.reown.id')).toBe('alice')
    expect(getAccountNameLabel('alice.WCN.ID')).toBe('alice')
    expect(getAccountNameLabel('alice')).toBe('alice')
  })

  test.prop([labelArbitrary, fc.constantFrom('', '.reown.id', '.wcn.id')], { numRuns: 10_000 })(
    '[VAL-001] generated names pass, with or without suffix, and the label round-trips',
    (label, suffix) => {
      expect(isAccountName(`${label}${suffix}`)).toBe(true)
      expect(getAccountNameLabel(`${label}${suffix}`)).toBe(label)
    },
  )

  test.prop([fc.stringMatching(/^[a-z0-9-]{0,8}$/)], { numRuns: 10_000 })(
    '[VAL-001] only labels of 4 or more characters pass',
    (label) => {
      expect(isAccountName(label)).toBe(label.length >= 4)
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })(
    '[VAL-001] junk is classified without throwing',
    (value) => {
      const expected = typeof value === 'string' && /^[A-Za-z0-9-]{4,}$/.test(getAccountNameLabel(value))
      expect(isAccountName(value)).toBe(expected)
    },
  )
})
