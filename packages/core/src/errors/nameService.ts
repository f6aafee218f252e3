import { AtriumError, type AtriumErrorOptions, formatMessage, NAME_MESSAGES } from '@atrium/common'
import { HttpStatusError } from './http.js'

/** The name-service failures, one per call (NAME-011..014). */
export type NameServiceErrorCode =
  | 'NAME_RESOLVE_FAILED'
  | 'NAME_SUGGESTIONS_FAILED'
  | 'NAMES_FOR_ADDRESS_FAILED'
  | 'NAME_REGISTRATION_FAILED'

/**
 * [NAME-015] The reason a failed name-service response gives (`reasons[0].description`), if any.
 * Never throws.
 */
export function getNameServiceReason(error: unknown): string | undefined {
  if (!(error instanceof HttpStatusError)) return undefined
  const reasons = (error.body as { reasons?: unknown } | null | undefined)?.reasons
  if (!Array.isArray(reasons)) return undefined
  const description = (reasons[0] as { description?: unknown } | undefined)?.description
  return typeof description === 'string' && description !== '' ? description : undefined
}

/**
 * [NAME-011..015] A name-service call failed. `message` is the API's reason when it gives one
 * (NAME-015), otherwise the catalogue fallback of `code` ('Error resolving name', …,
 * 'Error registering name {name}'). The underlying HTTP error is the `cause`.
 */
export class NameServiceError extends AtriumError<NameServiceErrorCode> {
  override name = 'NameServiceError'
  constructor(
    parameters: { code: NameServiceErrorCode; name?: string; cause: unknown },
    options: AtriumErrorOptions = {},
  ) {
    const fallback =
      parameters.code === 'NAME_REGISTRATION_FAILED'
        ? formatMessage(NAME_MESSAGES.NAME_REGISTRATION_FAILED, { name: parameters.name ?? '' })
        : NAME_MESSAGES[parameters.code]
    super(parameters.code, getNameServiceReason(parameters.cause) ?? fallback, {
      ...options,
      cause: parameters.cause,
    })
  }
}
