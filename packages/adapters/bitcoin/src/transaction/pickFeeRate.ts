/** Confirmation target whose estimate a send uses: about half an hour. */
export const FEE_TARGET_BLOCKS = 3

/** Bitcoin Core's default minimum relay fee, sat/vB: never pay less, even when a node estimates less or nothing. */
export const MIN_RELAY_FEE_RATE = 1

/**
 * The fee rate (sat/vB) to pay from an Esplora `/fee-estimates` answer (`{ "<blocks>": satPerVbyte }`):
 * the estimate for `FEE_TARGET_BLOCKS`, else for the nearest longer target, else the nearest shorter
 * one; never below `MIN_RELAY_FEE_RATE` (an idle regtest node answers `{}`).
 *
 * @example
 * pickFeeRate({ '1': 20.5, '3': 12.1, '6': 8 }) // 12.1
 */
export function pickFeeRate(estimates: Readonly<Record<string, unknown>>): number {
  const known = Object.entries(estimates)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter((entry): entry is readonly [number, number] => {
      const [target, rate] = entry
      return (
        Number.isInteger(target) &&
        target > 0 &&
        typeof rate === 'number' &&
        Number.isFinite(rate) &&
        rate > 0
      )
    })
    .sort(([left], [right]) => left - right)
  const chosen =
    known.find(([target]) => target >= FEE_TARGET_BLOCKS) ??
    known.filter(([target]) => target < FEE_TARGET_BLOCKS).at(-1)
  return Math.max(chosen?.[1] ?? MIN_RELAY_FEE_RATE, MIN_RELAY_FEE_RATE)
}
