import type { CaipNetworkId } from '@atrium/common'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { type Identity, identitySchema } from './identitySchema.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'

export type GetIdentityParameters = {
  /** The address whose name and avatar are looked up. */
  address: string
  /** The active network: an unsupported one short-circuits (API-002). */
  caipNetworkId: CaipNetworkId
  /** Sent as `sender` (the connected address asking). */
  sender?: string | undefined
}
export type GetIdentityReturnType = Identity
export type GetIdentityErrorType = HttpErrorType

const EMPTY_IDENTITY: Identity = { name: null, avatar: null }

/**
 * [API-004] GET `/v1/identity/{address}` with `sender`: the address's name and avatar. Cached by
 * address for 300 s (STORE-013..016); an unsupported network gives `{ name: null, avatar: null }`
 * without a request (API-002).
 */
export async function getIdentity(
  client: BlockchainApiClient,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  const { address, caipNetworkId, sender } = parameters
  if (!(await isNetworkSupportedByApi(client, caipNetworkId))) return EMPTY_IDENTITY
  const cached = client.storage.caches.get('identity', address)
  if (cached !== undefined) return cached
  const body = await client.http.get({
    path: `/v1/identity/${encodeURIComponent(address)}`,
    parameters: { sender },
  })
  const identity = parseResponse(identitySchema, body, 'GET /v1/identity')
  client.storage.caches.set('identity', address, identity)
  return identity
}
