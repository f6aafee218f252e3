import type { CaipNetworkId } from '@atrium/common'
import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { quantitySchema } from './swapTransactionSchema.js'

/** [API-010] Response of GET `/v1/convert/gas-price`: standard, fast and instant prices. */
export const gasPriceSchema = z.object({
  standard: quantitySchema,
  fast: quantitySchema,
  instant: quantitySchema,
})

/** Gas prices of a network. */
export type GasPrice = z.output<typeof gasPriceSchema>

export type GetGasPriceParameters = {
  /** Sent as `chainId`; an unsupported network short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
}
/** The gas prices, or `undefined` on an unsupported network (no request made). */
export type GetGasPriceReturnType = GasPrice | undefined
export type GetGasPriceErrorType = HttpErrorType

/** [API-010] GET `/v1/convert/gas-price` with `chainId`. */
export async function getGasPrice(
  client: BlockchainApiClient,
  parameters: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  const { caipNetworkId } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return undefined
  const body = await client.http.get({
    path: '/v1/convert/gas-price',
    parameters: { chainId: caipNetworkId },
  })
  return parseResponse(gasPriceSchema, body, 'GET /v1/convert/gas-price')
}
