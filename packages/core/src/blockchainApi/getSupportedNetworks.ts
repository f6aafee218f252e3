import { type CaipNetworkId, isCaipNetworkId } from '@atrium/common'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { supportedChainsSchema } from './supportedChainsSchema.js'

export type GetSupportedNetworksReturnType = {
  readonly http: readonly CaipNetworkId[]
  readonly ws: readonly CaipNetworkId[]
}
export type GetSupportedNetworksErrorType = HttpErrorType

/**
 * [API-003] GET `v1/supported-chains`: the networks the API serves over HTTP and WebSocket, fresh
 * from the server (the client memoises its own copy for API-002). Never short-circuits. Entries
 * that are not CAIP-2 ids of a supported namespace are dropped.
 */
export async function getSupportedNetworks(
  client: BlockchainApiClient,
): Promise<GetSupportedNetworksReturnType> {
  const body = await client.http.get({ path: 'v1/supported-chains' })
  const { http, ws = [] } = parseResponse(supportedChainsSchema, body, 'GET v1/supported-chains')
  return { http: http.filter(isCaipNetworkId), ws: ws.filter(isCaipNetworkId) }
}
