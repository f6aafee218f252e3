/** The confirmation targets Esplora's `GET /fee-estimates` answers for: 1 to 25 blocks, 144, 504 and 1008. */
export const ESPLORA_FEE_TARGETS = [
  ...Array.from({ length: 25 }, (_value, index) => index + 1),
  144,
  504,
  1008,
]

/** Virtual bytes of transactions a block holds (4 M weight units), less room for the coinbase. */
const BLOCK_VIRTUAL_SIZE = 999_000

/** A mempool transaction as fee estimation sees it. */
export type FeeRateSample = {
  readonly fee: bigint
  readonly virtualSize: number
}

export type EstimateFeeRatesParameters = {
  readonly mempool: readonly FeeRateSample[]
  /** Satoshis per virtual byte: no estimate goes below it. */
  readonly minRelayFeeRate: number
}

/**
 * Esplora's map of confirmation target → fee rate (sat/vB), read from the mempool rather than
 * from block history (a fresh regtest chain has none, and bitcoind then estimates nothing):
 * to confirm within `n` blocks a transaction must outbid everything that would not fit in `n`
 * blocks, so the estimate is the best rate left out of them, or the minimum relay fee when the
 * whole mempool fits.
 */
export function estimateFeeRates(parameters: EstimateFeeRatesParameters): Record<string, number> {
  const { mempool, minRelayFeeRate } = parameters
  const rates = mempool
    .map((sample) => ({ rate: Number(sample.fee) / sample.virtualSize, virtualSize: sample.virtualSize }))
    .sort((left, right) => right.rate - left.rate)
  const estimates: Record<string, number> = {}
  for (const target of ESPLORA_FEE_TARGETS) {
    let filled = 0
    let estimate = minRelayFeeRate
    for (const { rate, virtualSize } of rates) {
      filled += virtualSize
      if (filled > target * BLOCK_VIRTUAL_SIZE) {
        estimate = Math.max(minRelayFeeRate, Math.round(rate * 1000) / 1000)
        break
      }
    }
    estimates[String(target)] = estimate
  }
  return estimates
}
