import { COIN_TYPE_FLAG } from '../constants/names.js'
import type { InvalidChainIdError } from '../errors/network.js'
import { assertEvmChainId } from '../validators/isEvmChainId.js'

/** The errors `getCoinType` may throw. */
export type GetCoinTypeErrorType = InvalidChainIdError

/**
 * [NAME-006] The ENSIP-11 `coin_type` of an EVM chain: `(0x80000000 | chainId) >>> 0`.
 *
 * @throws InvalidChainIdError when `chainId` is not a valid EVM chain id (VAL-012).
 * @example
 * getCoinType(10) // 2147483658
 */
export function getCoinType(chainId: number): number {
  assertEvmChainId(chainId)
  return (COIN_TYPE_FLAG | chainId) >>> 0
}
