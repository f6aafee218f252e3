import type { BitcoinAddressType } from '../addresses/decodeBitcoinAddress.js'

/**
 * Bitcoin Core's dust limits at its default dust relay fee (3 sat/vB): an output worth less than
 * what spending it would cost is not relayed. Change below the limit goes to the fee instead.
 */
export const DUST_THRESHOLDS_SATS: Readonly<Record<BitcoinAddressType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
}

/** The smallest value an output of `type` may have and still be relayed. */
export function getDustThreshold(type: BitcoinAddressType): bigint {
  return DUST_THRESHOLDS_SATS[type]
}
