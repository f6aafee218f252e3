import { createProviderRpcError } from '../wallet/ProviderRpcError.js'

/** JSON-RPC internal error: how the wallet relays a node's refusal or an unreachable node. */
const INTERNAL_ERROR_CODE = -32603

/** A wallet gives up on its node after this long, as browser wallets do. */
export const TEST_WALLET_ESPLORA_TIMEOUT_MS = 10_000

/**
 * One request to an Esplora REST API (the devnet's Bitcoin service, or mempool.space / Blockstream
 * in shape). Resolves the response text; a non-2xx answer, a time-out or a network failure rejects
 * with a -32603 `ProviderRpcError` carrying the node's own text, as a browser wallet relays it.
 */
export async function requestEsplora(
  esploraUrl: string,
  path: string,
  init: { readonly method?: 'GET' | 'POST'; readonly body?: string } = {},
): Promise<string> {
  const url = `${esploraUrl.replace(/\/+$/, '')}${path}`
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      ...(init.body === undefined ? {} : { body: init.body, headers: { 'content-type': 'text/plain' } }),
      signal: AbortSignal.timeout(TEST_WALLET_ESPLORA_TIMEOUT_MS),
    })
  } catch (error) {
    throw createProviderRpcError(
      INTERNAL_ERROR_CODE,
      `Esplora request ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const text = await response.text().catch(() => '')
  if (!response.ok) throw createProviderRpcError(INTERNAL_ERROR_CODE, text || `HTTP ${response.status}`)
  return text
}

/** `requestEsplora` parsed as JSON; an unparsable answer is a -32603 error too. */
export async function requestEsploraJson<value>(esploraUrl: string, path: string): Promise<value> {
  const text = await requestEsplora(esploraUrl, path)
  try {
    return JSON.parse(text) as value
  } catch {
    throw createProviderRpcError(INTERNAL_ERROR_CODE, `Esplora ${path} answered no JSON`)
  }
}
