import {
  type AtriumError,
  isAtriumError,
  RpcRequestError,
  toNodeError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@atrium/common'

/**
 * How extensions say the user declined: polkadot-js 'Cancelled' (signature) and 'Rejected'
 * (authorisation), Talisman 'Cancelled', SubWallet 'Rejected by user', and the common variants.
 */
const USER_REJECTED =
  /^(?:cancell?ed|rejected|rejected by (?:the )?user|user rejected.*|request rejected.*|user cancell?ed.*)$/i

/**
 * The extension refuses the dApp: blocked earlier ('is not allowed to interact with this
 * extension'), not enabled, or asked for an account it does not share.
 */
const UNAUTHORIZED =
  /not allowed to interact with this extension|has not been enabled|not authori[sz]ed|unable to (?:retrieve keypair|find account)/i

/** A Substrate node's JSON-RPC error (author_submitExtrinsic & co.): '1010: Invalid Transaction: …'. */
const NODE_ERROR = /^\d{4}: /

/** @polkadot/api's texts when the node cannot be reached or the connection dropped. */
const CONNECTION_ERROR =
  /disconnected from|connection failed|websocket is not connected|abnormal closure|api-ws/i

function readMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message
  }
  return String(error)
}

/**
 * Wraps anything an extension or @polkadot/api threw into one coded `AtriumError`, once, at the
 * adapter boundary, keeping the original as `cause` (STYLE §6):
 * - our own errors pass through;
 * - the user declining ('Cancelled', 'Rejected', …) → `UserRejectedRequestError` (4001), as the
 *   wagmi adapter maps EIP-1193's 4001;
 * - the extension refusing the dApp or the account → `UnauthorizedProviderError` (4100);
 * - a node's transaction error ('1010: Invalid Transaction: …') → the readable node error
 *   (`NODE_UNKNOWN_ERROR`, with the node's text);
 * - an unreachable or dropped node → `RpcRequestError`;
 * - anything else → `UnknownRpcError`, with the original text in `details`.
 */
export function toPolkadotAdapterError(error: unknown): AtriumError {
  if (isAtriumError(error)) return error
  const text = readMessage(error).trim()
  const options = { cause: error, details: text }
  if (USER_REJECTED.test(text)) return new UserRejectedRequestError(options)
  if (UNAUTHORIZED.test(text)) return new UnauthorizedProviderError(options)
  if (NODE_ERROR.test(text)) return toNodeError(error)
  if (CONNECTION_ERROR.test(text)) return new RpcRequestError(options)
  return new UnknownRpcError(options)
}
