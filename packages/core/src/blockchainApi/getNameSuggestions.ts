import { NAME_SUGGESTION_ZONE } from '@atrium/common'
import { z } from 'zod'
import { NameServiceError } from '../errors/nameService.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

/** [API-016] Response of GET `/v1/profile/suggestions/{name}`. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean().optional() })),
})

/** A suggested account name. */
export type NameSuggestion = z.output<typeof nameSuggestionsSchema>['suggestions'][number]

export type GetNameSuggestionsParameters = { name: string }
export type GetNameSuggestionsReturnType = { readonly suggestions: readonly NameSuggestion[] }
export type GetNameSuggestionsErrorType = NameServiceError

/**
 * [API-016] GET `/v1/profile/suggestions/{name}` with the fixed `zone` (NAME-018). Any failure is
 * a `NameServiceError` 'Error fetching name suggestions' (NAME-012), or the API's reason (NAME-015).
 */
export async function getNameSuggestions(
  client: BlockchainApiClient,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  try {
    const body = await client.http.get({
      path: `/v1/profile/suggestions/${encodeURIComponent(parameters.name)}`,
      parameters: { zone: NAME_SUGGESTION_ZONE },
    })
    return parseResponse(nameSuggestionsSchema, body, 'GET /v1/profile/suggestions')
  } catch (cause) {
    throw new NameServiceError({ code: 'NAME_SUGGESTIONS_FAILED', cause })
  }
}
