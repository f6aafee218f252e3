import { type CaipNetwork, InvalidNetworkDefinitionError } from '@atrium/common'
import { type Commitment, Connection } from '@solana/web3.js'

/** [RPC-012] How long one JSON-RPC request may take before it fails with a time-out, as for EVM. */
export const SOLANA_RPC_REQUEST_TIMEOUT_MS = 10_000

/** The commitment reads and confirmations use unless the adapter is told otherwise. */
export const SOLANA_DEFAULT_COMMITMENT: Commitment = 'confirmed'

export type CreateSolanaConnectionParameters = {
  readonly network: CaipNetwork<'solana'>
  readonly commitment?: Commitment | undefined
  readonly requestTimeoutMs?: number | undefined
}

/**
 * The `@solana/web3.js` `Connection` of a network: its first `rpcUrls.default.http` URL, its first
 * WebSocket URL when the network has one (web3.js otherwise derives it as the HTTP port + 1), and
 * a `fetch` that aborts each request after `requestTimeoutMs`, since web3.js sets no time-out of
 * its own and every node call must end.
 *
 * @throws InvalidNetworkDefinitionError when the network has no HTTP RPC URL.
 */
export function createSolanaConnection(parameters: CreateSolanaConnectionParameters): Connection {
  const { network } = parameters
  const [url] = network.rpcUrls.default.http
  if (url === undefined)
    throw new InvalidNetworkDefinitionError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  const timeoutMs = parameters.requestTimeoutMs ?? SOLANA_RPC_REQUEST_TIMEOUT_MS
  const [wsEndpoint] = network.rpcUrls.default.webSocket ?? []
  return new Connection(url, {
    commitment: parameters.commitment ?? SOLANA_DEFAULT_COMMITMENT,
    ...(wsEndpoint === undefined ? {} : { wsEndpoint }),
    fetch: (input, init) => {
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = init?.signal == null ? timeout : AbortSignal.any([init.signal, timeout])
      return globalThis.fetch(input, { ...init, signal })
    },
  })
}
