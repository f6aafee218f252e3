import { ProviderRpcError } from '../wallet/ProviderRpcError.js'

const INVALID_PARAMS_CODE = -32602
const INTERNAL_ERROR_CODE = -32603

/**
 * `{ code, message }` of anything a Bitcoin provider's handler threw: the wallet's own
 * `ProviderRpcError`s keep their code; a library's `TypeError` / `RangeError` on the dApp's input (a
 * malformed PSBT, a bad address) is -32602; anything else -32603.
 */
export function toProviderRpcErrorObject(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.message }
  const message = error instanceof Error ? error.message : String(error)
  const code =
    error instanceof TypeError || error instanceof RangeError ? INVALID_PARAMS_CODE : INTERNAL_ERROR_CODE
  return { code, message }
}
