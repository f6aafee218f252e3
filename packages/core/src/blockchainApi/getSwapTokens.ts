import type { CaipNetworkId } from '@atrium/common'
import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'

/** [API-007] Response of GET `/v1/convert/tokens`: the tokens that can be swapped on a network. */
export const swapTokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      /** CAIP-10 address of the token. */
      address: z.string(),
      decimals: z.number(),
      logoUri: z.string().nullish(),
      eip2612: z.boolean().optional(),
    }),
  ),
})

/** A swappable token. */
export type SwapToken = z.output<typeof swapTokensSchema>['tokens'][number]

export type GetSwapTokensParameters = {
  /** Sent as `chainId`; an unsupported network short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
}
export type GetSwapTokensReturnType = { readonly tokens: readonly SwapToken[] }
export type GetSwapTokensErrorType = HttpErrorType

/** [API-007] GET `/v1/convert/tokens` with `chainId`. An unsupported network gives no tokens without a request. */
export async function getSwapTokens(
  client: BlockchainApiClient,
  parameters: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  const { caipNetworkId } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return { tokens: [] }
  const body = await client.http.get({ path: '/v1/convert/tokens', parameters: { chainId: caipNetworkId } })
  return parseResponse(swapTokensSchema, body, 'GET /v1/convert/tokens')
}
