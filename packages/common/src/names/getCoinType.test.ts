import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getCoinType } from './getCoinType.js'

describe('getCoinType', () => {
  it('[NAME-006] sets the 0x80000000 flag on the chain id', () => {
    expect(getCoinType(1)).toBe(0x80000001)
    expect(getCoinType(10)).toBe(2_147_483_658)
    expect(getCoinType(8453)).toBe(0x80002105)
  })

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], { numRuns: 10_000 })(
    '[NAME-006] the coin type is unsigned and keeps the chain id in its low 31 bits',
    (chainId) => {
      const coinType = getCoinType(chainId)
      expect(coinType).toBe(2 ** 31 + chainId)
      expect(coinType & 0x7fffffff).toBe(chainId)
    },
  )

  it("[NAME-006][VAL-012] rejects chain ids of 2^31 and above with 'Invalid chainId'", () => {
    expect(() => getCoinType(2 ** 31)).toThrow('Invalid chainId')
  })
})
