import { describe, expect, it } from 'vitest'
import { estimateVirtualSize } from './estimateVirtualSize.js'
import { type SpendableCoin, selectCoins } from './selectCoins.js'

const SCRIPT = new Uint8Array(22)
const coin = (value: bigint, vout = 0, confirmed = true): SpendableCoin => ({
  txid: 'a'.repeat(64),
  vout,
  value,
  confirmed,
})
const base = {
  feeRate: 2,
  inputType: 'p2wpkh',
  recipientScript: SCRIPT,
  changeScript: SCRIPT,
  changeDustThreshold: 294n,
} as const

describe('selectCoins', () => {
  it('spends the largest coin first and returns the change, the fee paying the 2-output size', () => {
    const selection = selectCoins({
      ...base,
      coins: [coin(10_000n, 0), coin(50_000n, 1), coin(20_000n, 2)],
      amount: 30_000n,
    })
    expect(selection.coins.map(({ vout }) => vout)).toEqual([1])
    expect(selection.fee).toBe(BigInt(estimateVirtualSize(['p2wpkh'], [SCRIPT, SCRIPT]) * 2))
    expect(selection.change).toBe(50_000n - 30_000n - selection.fee)
  })

  it('adds coins until amount and fee are covered, each input raising the fee', () => {
    const selection = selectCoins({
      ...base,
      coins: [coin(10_000n, 0), coin(12_000n, 1), coin(9_000n, 2)],
      amount: 20_000n,
    })
    expect(selection.coins.map(({ vout }) => vout)).toEqual([1, 0])
    expect(selection.fee).toBe(
      BigInt(Math.ceil(estimateVirtualSize(['p2wpkh', 'p2wpkh'], [SCRIPT, SCRIPT]) * 2)),
    )
    expect(selection.change + selection.fee + 20_000n).toBe(22_000n)
  })

  it('drops change below dust into the fee', () => {
    const oneOutputFee = BigInt(estimateVirtualSize(['p2wpkh'], [SCRIPT]) * 2)
    const selection = selectCoins({ ...base, coins: [coin(10_000n + oneOutputFee + 100n)], amount: 10_000n })
    expect(selection).toMatchObject({ change: 0n, fee: oneOutputFee + 100n })
  })

  it('prefers confirmed coins of equal value, and rounds fractional fee rates up', () => {
    const selection = selectCoins({
      ...base,
      feeRate: 1.5,
      coins: [coin(40_000n, 0, false), coin(40_000n, 1, true)],
      amount: 1_000n,
    })
    expect(selection.coins.map(({ vout }) => vout)).toEqual([1])
    expect(selection.fee).toBe(BigInt(Math.ceil(141 * 1.5)))
  })

  it('fails with BITCOIN_INSUFFICIENT_FUNDS, both figures in sats, when the coins cannot pay amount and fee', () => {
    const attempt = () => selectCoins({ ...base, coins: [coin(5_000n), coin(5_000n, 1)], amount: 10_000n })
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 'BITCOIN_INSUFFICIENT_FUNDS',
        message: expect.stringMatching(
          /^Not enough bitcoin: \d+ sats are needed for the amount and the network fee, 10000 sats are available\.$/,
        ),
        meta: { available: '10000', needed: expect.stringMatching(/^1\d{4}$/) },
      }),
    )
    expect(() => selectCoins({ ...base, coins: [], amount: 1n })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_INSUFFICIENT_FUNDS' }),
    )
  })
})
