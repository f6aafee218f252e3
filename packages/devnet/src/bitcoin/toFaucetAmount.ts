import { DevnetInvalidParameterError } from '../errors.js'

/** Largest faucet payment, in satoshis (100 BTC). */
export const REGTEST_FAUCET_MAX_SATS = 100n * 100_000_000n

/**
 * The satoshis a faucet request asks for, as a bigint.
 *
 * @throws DevnetInvalidParameterError unless a whole number from 1 to `REGTEST_FAUCET_MAX_SATS`.
 */
export function toFaucetAmount(amount: bigint | number): bigint {
  const isWhole = typeof amount === 'bigint' || Number.isSafeInteger(amount)
  const sats = isWhole ? BigInt(amount) : -1n
  if (sats <= 0n || sats > REGTEST_FAUCET_MAX_SATS) {
    throw new DevnetInvalidParameterError({
      parameter: 'amount',
      reason: `${amount} is not a whole number of satoshis from 1 to ${REGTEST_FAUCET_MAX_SATS}`,
    })
  }
  return sats
}
