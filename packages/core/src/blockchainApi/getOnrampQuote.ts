import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { type OnrampQuote, onrampQuoteSchema } from './onrampSchemas.js'

export type GetOnrampQuoteParameters = {
  /** Id of the currency to buy, e.g. `'USDC'`. */
  purchaseCurrency: string
  /** Id of the fiat currency, e.g. `'USD'`. */
  paymentCurrency: string
  amount: string
  /** Network name of the purchase, e.g. `'ethereum'`. */
  network: string
}
export type GetOnrampQuoteReturnType = OnrampQuote
export type GetOnrampQuoteErrorType = HttpErrorType

/**
 * [API-020] POST `/v1/onramp/quote` with body `purchaseCurrency`, `paymentCurrency`, `amount`,
 * `network`. Never short-circuits; the caller falls back to a mocked quote on failure (ONRAMP-003).
 */
export async function getOnrampQuote(
  client: BlockchainApiClient,
  parameters: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  const { purchaseCurrency, paymentCurrency, amount, network } = parameters
  const body = await client.http.post({
    path: '/v1/onramp/quote',
    body: { purchaseCurrency, paymentCurrency, amount, network },
  })
  return parseResponse(onrampQuoteSchema, body, 'POST /v1/onramp/quote')
}
