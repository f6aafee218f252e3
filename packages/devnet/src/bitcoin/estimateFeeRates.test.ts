import { describe, expect, test } from 'vitest'
import { ESPLORA_FEE_TARGETS, estimateFeeRates } from './estimateFeeRates.js'

describe('estimateFeeRates', () => {
  test('answers the minimum relay fee for every target while the mempool fits in a block', () => {
    const estimates = estimateFeeRates({ mempool: [{ fee: 5_000n, virtualSize: 100 }], minRelayFeeRate: 1 })

    expect(Object.keys(estimates)).toEqual(ESPLORA_FEE_TARGETS.map(String))
    expect(new Set(Object.values(estimates))).toEqual(new Set([1]))
  })

  test('asks to outbid what would not fit in the target’s blocks', () => {
    const block = 999_000
    const mempool = [
      { fee: BigInt(block * 20), virtualSize: block },
      { fee: BigInt(block * 10), virtualSize: block },
      { fee: BigInt((block / 2) * 5), virtualSize: block / 2 },
    ]

    const estimates = estimateFeeRates({ mempool, minRelayFeeRate: 1 })

    expect([estimates['1'], estimates['2'], estimates['3'], estimates['144']]).toEqual([10, 5, 1, 1])
  })
})
