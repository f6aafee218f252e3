import type { CaipNetworkId } from '@atrium/common'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { type SwapTransaction, swapTransactionSchema } from './swapTransactionSchema.js'

export type BuildSwapTransactionParameters = {
  /** The network of the swap; an unsupported one short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  amount: string
  /** Sent as `eip155.slippage`, in percent. */
  slippage: number | string
  /** CAIP-10 address of the source token. */
  from: string
  /** CAIP-10 address of the destination token. */
  to: string
  userAddress: string
}
/** The transaction to send, or `undefined` on an unsupported network (no request made). */
export type BuildSwapTransactionReturnType = SwapTransaction | undefined
export type BuildSwapTransactionErrorType = HttpErrorType

/**
 * [API-011] POST `/v1/convert/build-transaction` with body `amount`, `eip155: { slippage }`,
 * `projectId`, `from`, `to`, `userAddress`: the swap transaction (`to`, `data`, `value`,
 * `eip155.gas`, `eip155.gasPrice`).
 */
export async function buildSwapTransaction(
  client: BlockchainApiClient,
  parameters: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const { caipNetworkId, amount, slippage, from, to, userAddress } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return undefined
  const body = await client.http.post({
    path: '/v1/convert/build-transaction',
    body: { amount, eip155: { slippage }, projectId: client.projectId, from, to, userAddress },
  })
  return parseResponse(swapTransactionSchema, body, 'POST /v1/convert/build-transaction').tx
}
