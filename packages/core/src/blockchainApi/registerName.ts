import { z } from 'zod'
import { NameServiceError } from '../errors/nameService.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

/** [API-017] Response of POST `/v1/profile/account`. */
export const registerNameSchema = z.object({ success: z.boolean() })

export type RegisterNameParameters = {
  /** The name being registered; only used in the error text (NAME-014). */
  name: string
  /** Sent as `coin_type` (NAME-006). */
  coinType: number
  address: string
  /** The signed message (JSON with name, attributes, timestamp). */
  message: string
  signature: string
}
export type RegisterNameReturnType = { readonly success: boolean }
export type RegisterNameErrorType = NameServiceError

/**
 * [API-017] POST `/v1/profile/account` with body `coin_type`, `address`, `message`, `signature`.
 * Any failure is a `NameServiceError` 'Error registering name {name}' (NAME-014), or the API's
 * reason (NAME-015).
 */
export async function registerName(
  client: BlockchainApiClient,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const { name, coinType, address, message, signature } = parameters
  try {
    const body = await client.http.post({
      path: '/v1/profile/account',
      body: { coin_type: coinType, address, message, signature },
    })
    return parseResponse(registerNameSchema, body, 'POST /v1/profile/account')
  } catch (cause) {
    throw new NameServiceError({ code: 'NAME_REGISTRATION_FAILED', name, cause })
  }
}
