import { CHAIN_READ_TIMEOUT_MS } from './servedNetwork.js'

/**
 * One JSON-RPC 2.0 call over HTTP to a devnet node, bounded by `CHAIN_READ_TIMEOUT_MS`: its
 * `result`, or an error naming the node's error message or HTTP status.
 */
export async function callJsonRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(CHAIN_READ_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${method} failed with HTTP status ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: unknown } }
  if (body.error !== undefined) throw new Error(`${method} failed: ${String(body.error.message)}`)
  return body.result
}
