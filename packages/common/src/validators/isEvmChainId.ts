import { EVM_CHAIN_ID_LIMIT } from '../constants/evm.js'
import { describeValue } from '../errors/describeValue.js'
import { InvalidChainIdError } from '../errors/network.js'

/**
 * [VAL-012] True when `value` is an integer chain id from 1 up to 2^31-1 (a number or a bigint).
 * Larger ids do not fit the 32-bit signed integers wallets and EIP-155 signers use. Never throws.
 */
export function isEvmChainId(value: unknown): value is number | bigint {
  if (typeof value === 'bigint') return value >= 1n && value < BigInt(EVM_CHAIN_ID_LIMIT)
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < EVM_CHAIN_ID_LIMIT
}

/** The errors `assertEvmChainId` may throw. */
export type AssertEvmChainIdErrorType = InvalidChainIdError

/**
 * [VAL-012] Throws unless `value` is a valid EVM chain id (see `isEvmChainId`).
 *
 * @throws InvalidChainIdError with the message exactly 'Invalid chainId'.
 */
export function assertEvmChainId(value: unknown): asserts value is number | bigint {
  if (!isEvmChainId(value)) throw new InvalidChainIdError({ details: describeValue(value) })
}
