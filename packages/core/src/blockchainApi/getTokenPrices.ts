import type { CaipNetworkId } from '@atrium/common'
import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'

/** [API-008] Response of POST `/v1/fungible/price`. */
export const tokenPricesSchema = z.object({
  fungibles: z.array(
    z.object({
      name: z.string().optional(),
      symbol: z.string(),
      iconUrl: z.string().nullish(),
      price: z.number(),
    }),
  ),
})

/** A token price. */
export type TokenPrice = z.output<typeof tokenPricesSchema>['fungibles'][number]

export type GetTokenPricesParameters = {
  /** The network of the tokens; an unsupported one short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  /** CAIP-10 addresses of the tokens. */
  addresses: readonly string[]
  /** Defaults to `'usd'`. */
  currency?: string
}
export type GetTokenPricesReturnType = { readonly fungibles: readonly TokenPrice[] }
export type GetTokenPricesErrorType = HttpErrorType

/**
 * [API-008] POST `/v1/fungible/price` with body `currency`, `addresses`, `projectId`: each token's
 * symbol and price. An unsupported network gives no prices without a request.
 */
export async function getTokenPrices(
  client: BlockchainApiClient,
  parameters: GetTokenPricesParameters,
): Promise<GetTokenPricesReturnType> {
  const { caipNetworkId, addresses, currency = 'usd' } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return { fungibles: [] }
  const body = await client.http.post({
    path: '/v1/fungible/price',
    body: { currency, addresses, projectId: client.projectId },
  })
  return parseResponse(tokenPricesSchema, body, 'POST /v1/fungible/price')
}
