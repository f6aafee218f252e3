import { NAME_API_VERSION } from '@atrium/common'
import { NameServiceError } from '../errors/nameService.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'
import { type NameRecord, nameRecordSchema } from './nameRecordSchema.js'

export type GetNameRecordParameters = { name: string }
export type GetNameRecordReturnType = NameRecord
export type GetNameRecordErrorType = NameServiceError

/**
 * [API-014] GET `/v1/profile/account/{name}` with `apiVersion`: the name's addresses and
 * attributes. Any failure is a `NameServiceError` 'Error resolving name' (NAME-011), or the API's
 * reason (NAME-015).
 */
export async function getNameRecord(
  client: BlockchainApiClient,
  parameters: GetNameRecordParameters,
): Promise<GetNameRecordReturnType> {
  try {
    const body = await client.http.get({
      path: `/v1/profile/account/${encodeURIComponent(parameters.name)}`,
      parameters: { apiVersion: NAME_API_VERSION },
    })
    return parseResponse(nameRecordSchema, body, 'GET /v1/profile/account')
  } catch (cause) {
    throw new NameServiceError({ code: 'NAME_RESOLVE_FAILED', cause })
  }
}
