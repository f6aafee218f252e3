import { BALANCE_RETRY_BACKOFF_MS, type CaipAddress, type CaipNetworkId } from '@atrium/common'
import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { type TokenBalance, tokenBalanceSchema } from './tokenBalanceSchema.js'

/** [API-013] Response of GET `/v1/account/{address}/balance`. */
export const balancesSchema = z.object({ balances: z.array(tokenBalanceSchema) })

export type GetBalancesParameters = {
  address: string
  /** Sent as `chainId`; an unsupported network short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  /** Defaults to `'usd'`. */
  currency?: string
  /**
   * Sent as `forceUpdate` (a token address the API must refresh, e.g. after a send); skips the
   * cache but not the retry back-off.
   */
  forceUpdate?: string | undefined
}
export type GetBalancesReturnType = {
  readonly balances: readonly TokenBalance[]
  /**
   * Where the balances come from: the API, the 30 s cache, nothing because a failure less than
   * 30 s ago pauses fetching (ACCT-011, `balances` is empty: keep what you show), or nothing
   * because the network is unsupported (API-002).
   */
  readonly source: 'network' | 'cache' | 'retryPending' | 'unsupported'
}
export type GetBalancesErrorType = HttpErrorType

/**
 * [API-013] GET `/v1/account/{address}/balance` with `currency`, `chainId`, `forceUpdate`.
 * Cached by CAIP address (`chain:address`, A-13) for 30 s (STORE-013..016). A failed fetch records
 * a retry time: fetches for that CAIP address within the next 30 s make no request (ACCT-011);
 * from 30 s on they run again (ACCT-012). The retry time lives in the session cache (STORE-018).
 */
export async function getBalances(
  client: BlockchainApiClient,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  const { address, caipNetworkId, currency = 'usd', forceUpdate } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return { balances: [], source: 'unsupported' }
  const caipAddress: CaipAddress = `${caipNetworkId}:${address}`
  const { caches, sessionCache } = client.storage
  if (forceUpdate === undefined) {
    const cached = caches.get('portfolio', caipAddress)
    if (cached !== undefined) return { balances: cached, source: 'cache' }
  }
  const retryTimes = sessionCache.get('balance')
  const retryAt = retryTimes[caipAddress]
  if (retryAt !== undefined && client.clock.now() < retryAt) return { balances: [], source: 'retryPending' }
  try {
    const body = await client.http.get({
      path: `/v1/account/${encodeURIComponent(address)}/balance`,
      parameters: { currency, chainId: caipNetworkId, forceUpdate },
    })
    const { balances } = parseResponse(balancesSchema, body, 'GET /v1/account/balance')
    caches.set('portfolio', caipAddress, balances)
    if (retryAt !== undefined) {
      const { [caipAddress]: _cleared, ...rest } = sessionCache.get('balance')
      sessionCache.set('balance', rest)
    }
    return { balances, source: 'network' }
  } catch (error) {
    sessionCache.set('balance', {
      ...sessionCache.get('balance'),
      [caipAddress]: client.clock.now() + BALANCE_RETRY_BACKOFF_MS,
    })
    throw error
  }
}
