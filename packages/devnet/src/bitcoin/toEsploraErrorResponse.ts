import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isDevnetError } from '../errors.js'
import type {
  DevnetBitcoinInvalidAddressError,
  DevnetBitcoinTransactionRejectedError,
} from './bitcoinErrors.js'

/**
 * The answer Esplora gives for a failed request: text with status 400 (404 for unknown blocks and
 * transactions). A rejected broadcast carries bitcoind's JSON-RPC error as Esplora relays it,
 * `sendrawtransaction RPC error: {"code":-26,"message":"…"}`. Anything unexpected is a 500, never
 * a crash of the service.
 */
export function toEsploraErrorResponse(error: unknown, context: Context): Response {
  if (error instanceof HTTPException) return context.text(error.message, error.status)
  if (isDevnetError(error)) {
    if (error.code === 'DEVNET_BITCOIN_TRANSACTION_REJECTED') {
      const { rpcCode, reason } = error as DevnetBitcoinTransactionRejectedError
      return context.text(
        `sendrawtransaction RPC error: ${JSON.stringify({ code: rpcCode, message: reason })}`,
        400,
      )
    }
    if (error.code === 'DEVNET_BITCOIN_INVALID_ADDRESS') {
      const { problem } = error as DevnetBitcoinInvalidAddressError
      return context.text(
        problem === 'network' ? 'Address on invalid network' : 'Invalid Bitcoin address',
        400,
      )
    }
    return context.text(error.message, 400)
  }
  console.error('Bitcoin devnet: unexpected error', error)
  return context.text('Internal server error', 500)
}
