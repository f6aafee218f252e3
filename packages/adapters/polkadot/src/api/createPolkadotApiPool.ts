import { type CaipNetwork, NetworkNotFoundError, RpcRequestError, withTimeout } from '@atrium/common'
import type { ApiPromise } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'

/** How long connecting to a node and loading its metadata may take. */
export const API_CONNECT_TIMEOUT_MS = 30_000

/** How long one JSON-RPC request to a connected node may take (@polkadot/api's own time-out). */
export const API_REQUEST_TIMEOUT_MS = 30_000

/** Delay between reconnection attempts after a connected node drops. */
const API_RECONNECT_DELAY_MS = 2_500

/**
 * The WebSocket endpoints of a network: `rpcUrls.default.webSocket`, else its HTTP endpoints with
 * the scheme swapped (Substrate nodes serve both on one port), since balance watching and
 * transaction status need a subscription.
 */
export function getWebSocketUrls(network: CaipNetwork<'polkadot'>): string[] {
  const { webSocket, http } = network.rpcUrls.default
  if (webSocket !== undefined && webSocket.length > 0) return [...webSocket]
  return http.map((url) => url.replace(/^http(s?):/, 'ws$1:'))
}

/**
 * One `ApiPromise` per network, created on first use. `@polkadot/api` is large, so it is imported
 * here, by the first call that needs a node (balance, fee, transfer), never with the adapter.
 * A connection that fails or times out is closed (no reconnect loop left behind) and the next call
 * tries again; `disconnectAll` closes every connection so a page or a Node process can let go.
 */
export function createPolkadotApiPool() {
  const apis = new Map<string, Promise<ApiPromise>>()

  const open = async (network: CaipNetwork<'polkadot'>): Promise<ApiPromise> => {
    const urls = getWebSocketUrls(network)
    if (urls.length === 0) {
      throw new NetworkNotFoundError({ details: `${network.caipNetworkId} has no RPC endpoint` })
    }
    const { ApiPromise, WsProvider } = await import('@polkadot/api').catch((error: unknown) => {
      throw new RpcRequestError({ details: 'Unable to load @polkadot/api', cause: error })
    })
    const provider = new WsProvider(urls, API_RECONNECT_DELAY_MS, undefined, API_REQUEST_TIMEOUT_MS)
    // WsProvider declares `ttl` optional while ProviderInterface requires it: a mismatch only
    // under exactOptionalPropertyTypes, which @polkadot's own build does not use.
    const api = new ApiPromise({
      provider: provider as NonNullable<ApiOptions['provider']>,
      noInitWarn: true,
    })
    // The provider retries a failed first connection forever and `isReadyOrError` waits for it, so
    // the first socket error or close ends the attempt at once; the next call tries again.
    let stopWatching: () => void = () => undefined
    const firstFailure = new Promise<never>((_, reject) => {
      const stops = [
        provider.on('error', (error: unknown) => reject(error)),
        provider.on('disconnected', () =>
          reject(new RpcRequestError({ details: `Unable to reach ${urls.join(', ')}` })),
        ),
      ]
      stopWatching = () => {
        for (const stop of stops) stop()
      }
    })
    try {
      await withTimeout(
        Promise.race([api.isReadyOrError, firstFailure]),
        API_CONNECT_TIMEOUT_MS,
        `The node of ${network.name}`,
      )
      stopWatching()
      return api
    } catch (error) {
      stopWatching()
      await api.disconnect().catch(() => undefined)
      const wrapped = toPolkadotAdapterError(error)
      throw wrapped.code === 'RPC_UNKNOWN_ERROR'
        ? new RpcRequestError({ details: `Unable to reach ${urls.join(', ')}`, cause: error })
        : wrapped
    }
  }

  return {
    /** The connected, ready `ApiPromise` of `network`. */
    get(network: CaipNetwork<'polkadot'>): Promise<ApiPromise> {
      const known = apis.get(network.caipNetworkId)
      if (known !== undefined) return known
      const created = open(network)
      apis.set(network.caipNetworkId, created)
      created.catch(() => {
        if (apis.get(network.caipNetworkId) === created) apis.delete(network.caipNetworkId)
      })
      return created
    },
    /** Closes every connection; later calls open new ones. */
    async disconnectAll(): Promise<void> {
      const pending = [...apis.values()]
      apis.clear()
      await Promise.all(
        pending.map((created) =>
          created.then(
            (api) => api.disconnect().catch(() => undefined),
            () => undefined,
          ),
        ),
      )
    },
  }
}
