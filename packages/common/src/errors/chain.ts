import { AtriumError, type AtriumErrorOptions } from './AtriumError.js'
import { CHAIN_MESSAGES } from './messages/chainMessages.js'

/** Catalogue code of a chain error. */
export type ChainErrorCode = keyof typeof CHAIN_MESSAGES

/**
 * [RPC-019] A wallet's answer to a chain request (switch or add chain). `rpcCode` is 4902
 * (unrecognised chain), 32603 (invalid chain id) or 5000 (anything else).
 */
export class ChainError extends AtriumError<ChainErrorCode> {
  override name = 'ChainError'
  readonly rpcCode: number

  constructor(code: ChainErrorCode, rpcCode: number, options: AtriumErrorOptions = {}) {
    super(code, CHAIN_MESSAGES[code], options)
    this.rpcCode = rpcCode
  }
}
