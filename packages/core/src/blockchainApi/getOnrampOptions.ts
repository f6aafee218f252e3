import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { type OnrampOptions, onrampOptionsSchema } from './onrampSchemas.js'

export type GetOnrampOptionsReturnType = OnrampOptions
export type GetOnrampOptionsErrorType = HttpErrorType

/**
 * [API-019] GET `/v1/onramp/options`: purchase and payment currencies. Never short-circuits; the
 * caller falls back to the built-in defaults on failure (ONRAMP-002).
 */
export async function getOnrampOptions(client: BlockchainApiClient): Promise<GetOnrampOptionsReturnType> {
  const body = await client.http.get({ path: '/v1/onramp/options' })
  return parseResponse(onrampOptionsSchema, body, 'GET /v1/onramp/options')
}
