import type { CaipNetworkId } from '@atrium/common'
import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'

/** [API-006] Response of GET `/v1/convert/quotes`; a quote may lack `toAmount` (SWAP: 'Incorrect amount'). */
export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.string().nullish(),
      fromAmount: z.string().optional(),
      fromAccount: z.string().optional(),
      toAmount: z.string().optional(),
      toAccount: z.string().optional(),
    }),
  ),
})

/** A swap quote. */
export type SwapQuote = z.output<typeof swapQuotesSchema>['quotes'][number]

export type GetSwapQuoteParameters = {
  /** The network of the swap; an unsupported one short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  /** Amount of `from` in its smallest unit. */
  amount: string
  userAddress: string
  /** CAIP-10 address of the source token. */
  from: string
  /** CAIP-10 address of the destination token. */
  to: string
  gasPrice: string
}
export type GetSwapQuoteReturnType = { readonly quotes: readonly SwapQuote[] }
export type GetSwapQuoteErrorType = HttpErrorType

/**
 * [API-006] GET `/v1/convert/quotes` with `amount`, `userAddress`, `from`, `to`, `gasPrice`: the
 * quotes, the first of which the swap uses. An unsupported network gives no quotes without a request.
 */
export async function getSwapQuote(
  client: BlockchainApiClient,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const { caipNetworkId, amount, userAddress, from, to, gasPrice } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return { quotes: [] }
  const body = await client.http.get({
    path: '/v1/convert/quotes',
    parameters: { amount, userAddress, from, to, gasPrice },
  })
  return parseResponse(swapQuotesSchema, body, 'GET /v1/convert/quotes')
}
