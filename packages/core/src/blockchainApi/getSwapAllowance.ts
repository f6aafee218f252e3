import type { CaipNetworkId } from '@atrium/common'
import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { quantitySchema } from './swapTransactionSchema.js'

/** [API-009] Response of GET `/v1/convert/allowance`. */
export const swapAllowanceSchema = z.object({ allowance: quantitySchema })

export type GetSwapAllowanceParameters = {
  /** The network of the token; an unsupported one short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  tokenAddress: string
  userAddress: string
}
/** The allowance, or `undefined` on an unsupported network (no request made). */
export type GetSwapAllowanceReturnType = { readonly allowance: string } | undefined
export type GetSwapAllowanceErrorType = HttpErrorType

/** [API-009] GET `/v1/convert/allowance` with `tokenAddress`, `userAddress`. */
export async function getSwapAllowance(
  client: BlockchainApiClient,
  parameters: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const { caipNetworkId, tokenAddress, userAddress } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return undefined
  const body = await client.http.get({
    path: '/v1/convert/allowance',
    parameters: { tokenAddress, userAddress },
  })
  return parseResponse(swapAllowanceSchema, body, 'GET /v1/convert/allowance')
}
