import { type AtriumError, InternalRpcError, isAtriumError, UserRejectedRequestError } from '@atrium/common'

/** WalletConnect's `USER_REJECTED` family (5000..5002) and EIP-1193's 4001. */
const USER_REJECTED_CODES = new Set([4001, 5000, 5001, 5002])

function readCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

/**
 * Wraps what the WalletConnect clients throw, once, at this boundary (STYLE §6): a rejection by
 * the wallet becomes `UserRejectedRequestError`, anything else `InternalRpcError`; the original
 * is kept as `cause`.
 */
export function toWalletConnectError(error: unknown): AtriumError {
  if (isAtriumError(error)) return error
  const code = readCode(error)
  if (typeof code === 'number' && USER_REJECTED_CODES.has(code))
    return new UserRejectedRequestError({ cause: error })
  return new InternalRpcError({ cause: error })
}
