import {
  AtriumError,
  ERROR_CATALOGUE,
  type ErrorCode,
  fillTemplate,
  type TemplateValue,
} from '@atrium/common'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type AuthServiceErrorOptions = {
  /** Values of the catalogue text's `{placeholders}`. */
  parameters?: Readonly<Record<string, TemplateValue>>
  /** Sent beside the code and text, e.g. `{ retryAfterSeconds: 12 }`. */
  meta?: Readonly<Record<string, unknown>>
  cause?: unknown
}

/**
 * An error the service answers with: its HTTP status, a catalogue code the frame can match on, and
 * the catalogue text with its placeholders filled.
 */
export class AuthServiceError extends AtriumError<ErrorCode> {
  override name = 'AuthServiceError'
  readonly status: ContentfulStatusCode

  constructor(status: ContentfulStatusCode, code: ErrorCode, options: AuthServiceErrorOptions = {}) {
    super(code, fillTemplate(ERROR_CATALOGUE[code], options.parameters), {
      meta: options.meta ?? {},
      cause: options.cause,
    })
    this.status = status
  }

  /** The JSON body of the error reply: `{ error: { code, message, ...meta } }`. */
  toBody(): { error: Record<string, unknown> } {
    return { error: { ...this.meta, code: this.code, message: this.message } }
  }
}
