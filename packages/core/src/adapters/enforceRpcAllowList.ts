import { isRpcMethodAllowed, RpcMethodNotAllowedError } from '@atrium/common'
import type { AuthProvider, AuthRpcRequest } from './AuthProvider.js'

/** The embedded wallet's `request`, which `enforceRpcAllowList` guards and returns guarded. */
export type EnforceRpcAllowListParameters = AuthProvider['request']

/** The same `request`, refusing methods outside the allow-list. */
export type EnforceRpcAllowListReturnType = AuthProvider['request']

/** What the guarded `request` rejects with itself; the wallet's own errors pass through unchanged. */
export type EnforceRpcAllowListErrorType = RpcMethodNotAllowedError

/**
 * [RPC-001..003] The one gate between the dApp and the embedded wallet (SPEC §5): a method on the
 * safe or the unsafe list goes to `request`; any other method, or a request that is not an object
 * with a method, rejects with `RpcMethodNotAllowedError` ('Requested RPC call is not allowed', the
 * UI shows 'Action not allowed') and the wallet never sees it.
 *
 * The method forwarded is the one checked: a request whose `method` is a getter cannot pass the
 * check with one name and reach the wallet with another.
 *
 * @example
 * const request = enforceRpcAllowList((parameters) => authProvider.request(parameters))
 * await request({ method: 'eth_chainId' }) // forwarded
 * await request({ method: 'debug_traceTransaction' }) // rejects: 'Requested RPC call is not allowed'
 */
export function enforceRpcAllowList(request: EnforceRpcAllowListParameters): EnforceRpcAllowListReturnType {
  return async (parameters: AuthRpcRequest) => {
    // Callers in plain JavaScript can pass anything; reading `method` must not throw a TypeError.
    const method: unknown = (parameters as Partial<AuthRpcRequest> | null | undefined)?.method
    if (!isRpcMethodAllowed(method)) {
      throw new RpcMethodNotAllowedError({
        details: typeof method === 'string' ? `method "${method}"` : `a method of type ${typeof method}`,
        meta: { method },
      })
    }
    return request({ ...parameters, method })
  }
}
