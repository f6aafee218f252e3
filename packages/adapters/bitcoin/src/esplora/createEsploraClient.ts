import {
  HttpRequestError,
  HttpStatusError,
  JSON_RPC_TIMEOUT_MS,
  RequestTimeoutError,
  toNodeError,
} from '@atrium/common'
import type { SpendableCoin } from '../transaction/selectCoins.js'

const BAD_REQUEST_STATUS = 400

/** Funded and spent sums of an address, as Esplora's `/address/:address` reports them per part. */
type EsploraStats = { readonly funded_txo_sum: number; readonly spent_txo_sum: number }

type EsploraUtxo = {
  readonly txid: string
  readonly vout: number
  readonly value: number
  readonly status?: { readonly confirmed?: boolean }
}

/** The Esplora REST calls the adapter makes (Blockstream / mempool.space API, or the devnet's). */
export type EsploraClient = {
  /** Confirmed plus mempool balance in sats: `chain_stats` and `mempool_stats`, funded minus spent. */
  getBalance(address: string): Promise<bigint>
  getCoins(address: string): Promise<SpendableCoin[]>
  /** `/fee-estimates`: sat/vB by confirmation target. */
  getFeeEstimates(): Promise<Record<string, unknown>>
  /** POST `/tx`; resolves the txid the node returns. A refusal is a `NodeError` with the node's text. */
  broadcast(transactionHex: string): Promise<string>
}

function isStats(value: unknown): value is EsploraStats {
  const stats = value as Partial<EsploraStats> | null
  return typeof stats?.funded_txo_sum === 'number' && typeof stats.spent_txo_sum === 'number'
}

function isUtxo(value: unknown): value is EsploraUtxo {
  const utxo = value as Partial<EsploraUtxo> | null
  return (
    typeof utxo?.txid === 'string' &&
    /^[0-9a-f]{64}$/i.test(utxo.txid) &&
    Number.isSafeInteger(utxo.vout) &&
    Number.isSafeInteger(utxo.value)
  )
}

/**
 * A client of the Esplora API at `baseUrl` (a network's `rpcUrls.default.http[0]`). Every request is
 * bounded by `JSON_RPC_TIMEOUT_MS`: a time-out is `RequestTimeoutError`, a transport failure
 * `HttpRequestError`, a non-2xx answer `HttpStatusError` (the body in `details`), except a broadcast
 * refused with 400, which is the node's error (`NodeError` carrying the node's text, RPC-031).
 */
export function createEsploraClient(baseUrl: string): EsploraClient {
  const root = baseUrl.replace(/\/+$/, '')
  const request = async (
    path: string,
    init: RequestInit = {},
  ): Promise<{ ok: boolean; status: number; text: string }> => {
    try {
      const response = await fetch(`${root}${path}`, {
        ...init,
        signal: AbortSignal.timeout(JSON_RPC_TIMEOUT_MS),
      })
      return { ok: response.ok, status: response.status, text: await response.text() }
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new RequestTimeoutError({ cause: error, details: `${root}${path}` })
      }
      throw new HttpRequestError({ cause: error, details: `${root}${path}` })
    }
  }
  const readJson = async (path: string): Promise<unknown> => {
    const { ok, status, text } = await request(path)
    if (!ok) throw new HttpStatusError(status, { details: text || `${root}${path}` })
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new HttpRequestError({ cause: error, details: `${root}${path} answered no JSON` })
    }
  }
  const invalid = (path: string) =>
    new HttpRequestError({ details: `${root}${path} answered an unexpected shape` })

  return {
    getBalance: async (address) => {
      const path = `/address/${encodeURIComponent(address)}`
      const stats = (await readJson(path)) as { chain_stats?: unknown; mempool_stats?: unknown } | null
      if (!isStats(stats?.chain_stats) || !isStats(stats.mempool_stats)) throw invalid(path)
      const net = ({ funded_txo_sum, spent_txo_sum }: EsploraStats) =>
        BigInt(funded_txo_sum) - BigInt(spent_txo_sum)
      return net(stats.chain_stats) + net(stats.mempool_stats)
    },
    getCoins: async (address) => {
      const path = `/address/${encodeURIComponent(address)}/utxo`
      const utxos = await readJson(path)
      if (!Array.isArray(utxos) || !utxos.every(isUtxo)) throw invalid(path)
      return utxos.map(({ txid, vout, value, status }) => ({
        txid,
        vout,
        value: BigInt(value),
        confirmed: status?.confirmed === true,
      }))
    },
    getFeeEstimates: async () => {
      const estimates = await readJson('/fee-estimates')
      if (typeof estimates !== 'object' || estimates === null || Array.isArray(estimates))
        throw invalid('/fee-estimates')
      return estimates as Record<string, unknown>
    },
    broadcast: async (transactionHex) => {
      const { ok, status, text } = await request('/tx', {
        method: 'POST',
        body: transactionHex,
        headers: { 'content-type': 'text/plain' },
      })
      // Esplora answers a transaction the node refuses with 400 and the node's text; other
      // statuses are the service's own trouble.
      if (status === BAD_REQUEST_STATUS) throw toNodeError(new Error(text.trim() || `HTTP ${status}`))
      if (!ok) throw new HttpStatusError(status, { details: text })
      const txid = text.trim()
      if (!/^[0-9a-f]{64}$/i.test(txid)) throw invalid('/tx')
      return txid
    },
  }
}
