import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { assertEvmChainId, isEvmChainId } from './isEvmChainId.js'

describe('isEvmChainId', () => {
  it('[VAL-012] chain id 2^31-1 passes, 2^31 fails', () => {
    expect(isEvmChainId(2 ** 31 - 1)).toBe(true)
    expect(isEvmChainId(2 ** 31)).toBe(false)
    expect(isEvmChainId(2n ** 31n - 1n)).toBe(true)
    expect(isEvmChainId(2n ** 31n)).toBe(false)
  })

  it('[VAL-012] chain ids are positive integers', () => {
    expect(isEvmChainId(1)).toBe(true)
    expect(isEvmChainId(0)).toBe(false)
    expect(isEvmChainId(-1)).toBe(false)
    expect(isEvmChainId(1.5)).toBe(false)
    expect(isEvmChainId(Number.NaN)).toBe(false)
    expect(isEvmChainId('1')).toBe(false)
  })

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], { numRuns: 10_000 })(
    '[VAL-012] every id below 2^31 passes',
    (chainId) => {
      expect(isEvmChainId(chainId)).toBe(true)
      expect(isEvmChainId(BigInt(chainId))).toBe(true)
      expect(() => assertEvmChainId(chainId)).not.toThrow()
    },
  )

  test.prop(
    [
      fc.oneof(
        fc.bigInt({ min: 2n ** 31n, max: 2n ** 53n - 1n }).map(Number),
        fc.bigInt({ min: 2n ** 31n }),
        fc.integer({ max: 0 }),
      ),
    ],
    {
      numRuns: 10_000,
    },
  )("[VAL-012] ids outside 1..2^31-1 throw 'Invalid chainId'", (chainId) => {
    expect(isEvmChainId(chainId)).toBe(false)
    expect(() => assertEvmChainId(chainId)).toThrow('Invalid chainId')
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[VAL-012] junk is rejected without throwing', (value) => {
    fc.pre(typeof value !== 'number' && typeof value !== 'bigint')
    expect(isEvmChainId(value)).toBe(false)
  })
})

describe('assertEvmChainId', () => {
  it("[VAL-012] chain id 2^31 throws exactly 'Invalid chainId'", () => {
    expect(() => assertEvmChainId(2 ** 31)).toThrowErrorMatchingInlineSnapshot(
      `[InvalidChainIdError: Invalid chainId]`,
    )
    try {
      assertEvmChainId(2 ** 31)
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_CHAIN_ID', details: 'Received 2147483648' })
    }
  })
})
