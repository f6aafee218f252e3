import { createLazyLoader } from '@atrium/common'
import type { Transport } from '@wagmi/core'
import { createTransport, type EIP1193RequestFn } from 'viem'

export type CreateRpcTransportParameters = {
  /** The chain's HTTP JSON-RPC endpoints, best first. */
  readonly urls: readonly [string, ...string[]]
}

type FallbackInstance = ReturnType<Transport>
type ResponseListener = (response: unknown) => void

/**
 * The JSON-RPC transport of one chain (SPEC §7, §9): HTTP POST (RPC-008) with batches of up to
 * 1000 requests (RPC-009), a 10 s time-out per request (RPC-012), and a fallback over the chain's
 * endpoints (RPC-010).
 *
 * Retries (RPC-013..016) are viem's own and are configured once, on the fallback: 3 retries,
 * 150 / 300 / 600 ms, a `Retry-After` header honoured in place of the delay, only on HTTP 403,
 * 408, 413, 429, 500, 502, 503, 504 (viem 2.57's `shouldRetry`; network errors and time-outs, which
 * have no status, are retried too). Each `http` endpoint gets `retryCount: 0`: viem's fallback
 * retries its whole endpoint list per attempt, so retrying inside each endpoint as well would send
 * up to 16 requests to a dead endpoint, and would delay moving to the next one.
 *
 * Ranking (RPC-011: every 4000 ms, 10 samples, 1000 ms ping, stability 0.7 / latency 0.3) runs
 * only when there are at least two endpoints: with one there is nothing to rank, and its polling
 * would send requests on a page where nobody asked for chain data.
 *
 * viem's fallback is not start-up code: it loads (`createFallbackTransport`) with the first request,
 * or at once when there are endpoints to rank. Its `onResponse` is forwarded once it has loaded.
 *
 * @example
 * createConfig({ chains: [mainnet], transports: { 1: createRpcTransport({ urls: ['https://…'] }) } })
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): Transport {
  const { urls } = parameters
  return (options) => {
    let instance: FallbackInstance | undefined
    const listeners: ResponseListener[] = []
    const { load } = createLazyLoader(async (): Promise<FallbackInstance> => {
      const { createFallbackTransport } = await import('./createFallbackTransport.js')
      const loaded = createFallbackTransport(urls)(options)
      instance = loaded
      for (const listener of listeners.splice(0)) onResponseOf(loaded)?.(listener)
      return loaded
    })
    if (urls.length > 1) load().catch(() => undefined)
    return createTransport(
      {
        key: 'fallback',
        name: 'Fallback',
        type: 'fallback',
        // The loaded fallback retries; retrying here as well would multiply the attempts.
        retryCount: 0,
        // The loaded fallback's own request function, typed alike.
        request: (async (arguments_: Parameters<EIP1193RequestFn>[0]) =>
          (await load()).request(arguments_)) as EIP1193RequestFn,
      },
      {
        onResponse(listener: ResponseListener) {
          const loaded = instance
          if (loaded === undefined) listeners.push(listener)
          else onResponseOf(loaded)?.(listener)
        },
      },
    )
  }
}

/** The loaded fallback's `onResponse` (how a caller watches each endpoint's answers). */
function onResponseOf(instance: FallbackInstance): ((listener: ResponseListener) => void) | undefined {
  return (instance.value as { onResponse?: (listener: ResponseListener) => void } | undefined)?.onResponse
}
