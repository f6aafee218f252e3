import { JSON_RPC_ERROR_CODES } from './jsonRpcErrorCodes.js'

/**
 * Whether `error` is the wallet's EIP-1193 user rejection (4001): a coded `UserRejectedRequestError`
 * from an adapter, or a raw provider error carrying the numeric code. Branches on codes, never on
 * `instanceof` or message text (STYLE §6). Never throws.
 */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, rpcCode } = error as { code?: unknown; rpcCode?: unknown }
  return (
    code === 'RPC_USER_REJECTED_REQUEST' ||
    code === JSON_RPC_ERROR_CODES.USER_REJECTED_REQUEST ||
    rpcCode === JSON_RPC_ERROR_CODES.USER_REJECTED_REQUEST
  )
}
