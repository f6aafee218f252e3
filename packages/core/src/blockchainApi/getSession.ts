import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

/**
 * [API-021] Response of GET `/v1/sessions/{id}`. The spec does not give its fields (API-032), so
 * any JSON object is accepted and returned as is.
 */
export const sessionSchema = z.record(z.string(), z.unknown())

export type GetSessionParameters = { id: string }
export type GetSessionReturnType = Readonly<Record<string, unknown>>
export type GetSessionErrorType = HttpErrorType

/** [API-021] GET `/v1/sessions/{id}`. Never short-circuits. */
export async function getSession(
  client: BlockchainApiClient,
  parameters: GetSessionParameters,
): Promise<GetSessionReturnType> {
  const body = await client.http.get({ path: `/v1/sessions/${encodeURIComponent(parameters.id)}` })
  return parseResponse(sessionSchema, body, 'GET /v1/sessions')
}
