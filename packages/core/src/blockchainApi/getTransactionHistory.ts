import type { CaipNetworkId } from '@atrium/common'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { type Transaction, transactionHistorySchema } from './transactionSchema.js'

export type GetTransactionHistoryParameters = {
  /** The account whose history is read (path segment, and the `account` parameter). */
  account: string
  /** Sent as `chainId`; an unsupported network short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  /** The `next` value of the previous page (HIST-002). */
  cursor?: string | undefined
  /** Sent as `onramp`, e.g. `'coinbase'` for on-ramp purchases. */
  onramp?: string | undefined
  /** Sent as `cache`; `false` asks the API for uncached data. Defaults to `true`. */
  cache?: boolean
}
export type GetTransactionHistoryReturnType = {
  readonly data: readonly Transaction[]
  /** Cursor of the next page; `undefined` at the end. */
  readonly next: string | undefined
}
export type GetTransactionHistoryErrorType = HttpErrorType

/**
 * [API-005] GET `/v1/account/{account}/history` with `cursor`, `onramp`, `chainId`, `cache` and
 * `account`: one page of transactions and the next cursor. An unsupported network gives an empty
 * page without a request (API-002).
 */
export async function getTransactionHistory(
  client: BlockchainApiClient,
  parameters: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  const { account, caipNetworkId, cursor, onramp, cache = true } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return { data: [], next: undefined }
  const body = await client.http.get({
    path: `/v1/account/${encodeURIComponent(account)}/history`,
    parameters: { cursor, onramp, chainId: caipNetworkId, cache, account },
  })
  const { data, next } = parseResponse(transactionHistorySchema, body, 'GET /v1/account/history')
  return { data, next: next ?? undefined }
}
