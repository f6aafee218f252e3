import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.js'
import { fillTemplate } from './fillTemplate.js'
import type { FormatMessageArguments, MessageParameters } from './formatMessage.js'

/** The placeholder values a catalogue code needs, e.g. `{ n: 12 }` for `EMAIL_COOLDOWN`. */
export type ErrorMessageParameters<code extends ErrorCode> = MessageParameters<(typeof ERROR_CATALOGUE)[code]>

/** No argument for a code without placeholders; exactly its parameters otherwise. */
export type FormatErrorMessageArguments<code extends ErrorCode> = FormatMessageArguments<
  (typeof ERROR_CATALOGUE)[code]
>

/**
 * The catalogue text of `code` with its placeholders filled. It reads the whole catalogue, so a
 * bundle that imports it keeps every text of Atrium: code that runs at start-up formats from its
 * domain table with `formatMessage` instead.
 *
 * @example
 * formatErrorMessage('EMAIL_COOLDOWN', { n: 12 }) // 'Please try again after 12 seconds'
 * formatErrorMessage('INVALID_CHAIN_ID') // 'Invalid chainId'
 */
export function formatErrorMessage<code extends ErrorCode>(
  code: code,
  ...[parameters]: FormatErrorMessageArguments<code>
): string {
  return fillTemplate(ERROR_CATALOGUE[code], parameters)
}
