/** Options every Atrium error accepts besides its catalogue code. */
export type AtriumErrorOptions = {
  /** Extra context for developers; never part of `message`. */
  details?: string
  /** The foreign error this one wraps, kept once at the boundary that caught it. */
  cause?: unknown
  /** Structured data callers may branch on besides `code`. */
  meta?: Readonly<Record<string, unknown>>
}

/**
 * Base class of every error Atrium throws. `code` is a stable catalogue key and `message` is
 * exactly the catalogue's text with its placeholders filled: context goes in `details` or `meta`.
 * Callers branch on `code`, never on `instanceof` (it fails across frames and duplicated installs).
 */
export class AtriumError<code extends string = string> extends Error {
  override name = 'AtriumError'
  readonly code: code
  readonly details: string | undefined
  readonly meta: Readonly<Record<string, unknown>> | undefined

  constructor(code: code, message: string, options: AtriumErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.details = options.details
    this.meta = options.meta
  }

  /** The wire form that crosses the frame boundary and analytics. */
  toJSON(): { name: string; code: code; message: string } {
    return { name: this.name, code: this.code, message: this.message }
  }
}

/** True when `value` carries a string `code`, which is how Atrium errors are recognised. */
export function isAtriumError(value: unknown): value is AtriumError {
  return value instanceof Error && typeof (value as { code?: unknown }).code === 'string'
}
