import type { CaipNetworkId } from '@atrium/common'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { type SwapTransaction, swapTransactionSchema } from './swapTransactionSchema.js'

export type BuildApproveTransactionParameters = {
  /** The network of the token; an unsupported one short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  userAddress: string
  /** CAIP-10 address of the token to approve. */
  from: string
  /** CAIP-10 address of the destination token. */
  to: string
}
/** The approval transaction, or `undefined` on an unsupported network (no request made). */
export type BuildApproveTransactionReturnType = SwapTransaction | undefined
export type BuildApproveTransactionErrorType = HttpErrorType

/** [API-012] GET `/v1/convert/build-approve` with `userAddress`, `from`, `to`: the approval transaction. */
export async function buildApproveTransaction(
  client: BlockchainApiClient,
  parameters: BuildApproveTransactionParameters,
): Promise<BuildApproveTransactionReturnType> {
  const { caipNetworkId, userAddress, from, to } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return undefined
  const body = await client.http.get({
    path: '/v1/convert/build-approve',
    parameters: { userAddress, from, to },
  })
  return parseResponse(swapTransactionSchema, body, 'GET /v1/convert/build-approve').tx
}
