/**
 * Satoshis as bitcoind's `FormatMoney` prints them in reject reasons: BTC with trailing zeros
 * trimmed but at least two decimals (`1.00`, `0.0015`, `0.00000001`).
 */
export function formatBitcoinAmount(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const absolute = sats < 0n ? -sats : sats
  const whole = absolute / 100_000_000n
  const fraction = (absolute % 100_000_000n)
    .toString()
    .padStart(8, '0')
    .replace(/0{1,6}$/, '')
  return `${sign}${whole}.${fraction.padEnd(2, '0')}`
}
