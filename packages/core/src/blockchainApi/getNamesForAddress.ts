import { NAME_API_VERSION } from '@atrium/common'
import { z } from 'zod'
import { NameServiceError } from '../errors/nameService.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { type NameRecord, nameRecordSchema } from './nameRecordSchema.js'

/** [API-015] Response of GET `/v1/profile/reverse/{address}`: the names pointing at the address. */
export const namesForAddressSchema = z.array(nameRecordSchema)

export type GetNamesForAddressParameters = {
  address: string
  /** Sent as `sender`; defaults to `address`. */
  sender?: string | undefined
}
export type GetNamesForAddressReturnType = readonly NameRecord[]
export type GetNamesForAddressErrorType = NameServiceError

/**
 * [API-015] GET `/v1/profile/reverse/{address}` with `sender` and `apiVersion`. Cached by address
 * in the ENS cache for 300 s (STORE-013..016). Any failure is a `NameServiceError`
 * 'Error fetching names for address' (NAME-013), or the API's reason (NAME-015).
 */
export async function getNamesForAddress(
  client: BlockchainApiClient,
  parameters: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  const { address, sender = address } = parameters
  const cached = client.storage.caches.get('ens', address)
  if (cached !== undefined) return cached
  try {
    const body = await client.http.get({
      path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
      parameters: { sender, apiVersion: NAME_API_VERSION },
    })
    const names = parseResponse(namesForAddressSchema, body, 'GET /v1/profile/reverse')
    client.storage.caches.set('ens', address, names)
    return names
  } catch (cause) {
    throw new NameServiceError({ code: 'NAMES_FOR_ADDRESS_FAILED', cause })
  }
}
