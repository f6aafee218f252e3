import type { AtriumErrorOptions } from '../errors/AtriumError.js'
import { ChainError } from '../errors/chain.js'
import { CHAIN_ERROR_CODES } from './jsonRpcErrorCodes.js'

/**
 * [RPC-019] The chain error of a wallet's error code: 4902 unrecognised chain, 32603 invalid
 * chain id, anything else the default chain error with code 5000.
 */
export function toChainError(rpcCode: unknown, options: AtriumErrorOptions = {}): ChainError {
  if (rpcCode === CHAIN_ERROR_CODES.UNRECOGNIZED_CHAIN_ID) {
    return new ChainError('CHAIN_UNRECOGNIZED', CHAIN_ERROR_CODES.UNRECOGNIZED_CHAIN_ID, options)
  }
  if (rpcCode === CHAIN_ERROR_CODES.INVALID_CHAIN_ID) {
    return new ChainError('CHAIN_INVALID_ID', CHAIN_ERROR_CODES.INVALID_CHAIN_ID, options)
  }
  return new ChainError('CHAIN_DEFAULT_ERROR', CHAIN_ERROR_CODES.DEFAULT, options)
}
