import { DevnetStartTimeoutError } from '../errors.js'

/** Pause between two `eth_chainId` probes while a node starts; anvil binds within tens of ms. */
export const RPC_POLL_INTERVAL_MS = 10

/** Upper bound of one probe, so a socket that accepts but never answers cannot stall the loop. */
const RPC_PROBE_TIMEOUT_MS = 1_000

export type WaitForChainIdParameters = {
  /** JSON-RPC endpoint to probe. */
  url: string
  /** The id the node must report; another server answering on the port does not count. */
  chainId: number
  /** Names the service in the timeout error. */
  service: string
  timeoutMs: number
  /** Stops probing (without throwing) once aborted, e.g. when the node's process exits. */
  signal?: AbortSignal
}

export type WaitForChainIdErrorType = DevnetStartTimeoutError

/** Resolves once `url` answers `eth_chainId` with `chainId`; rejects with `DevnetStartTimeoutError` after `timeoutMs`. */
export async function waitForChainId(parameters: WaitForChainIdParameters): Promise<void> {
  const { url, chainId, service, timeoutMs, signal } = parameters
  const deadline = Date.now() + timeoutMs
  while (signal?.aborted !== true) {
    if ((await readChainId(url, signal)) === chainId) return
    if (Date.now() >= deadline) throw new DevnetStartTimeoutError({ service, url, timeoutMs })
    await new Promise((resolve) => setTimeout(resolve, RPC_POLL_INTERVAL_MS))
  }
}

async function readChainId(url: string, signal: AbortSignal | undefined): Promise<number | undefined> {
  const timeout = AbortSignal.timeout(RPC_PROBE_TIMEOUT_MS)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    // Refused or reset connections are expected until the node listens.
    return undefined
  }
}
