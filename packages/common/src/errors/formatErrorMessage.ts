import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.js'
import { fillTemplate, type TemplatePlaceholders, type TemplateValue } from './fillTemplate.js'

/** The placeholder values a catalogue code needs, e.g. `{ n: 12 }` for `EMAIL_COOLDOWN`. */
export type ErrorMessageParameters<code extends ErrorCode> = {
  readonly [name in TemplatePlaceholders<(typeof ERROR_CATALOGUE)[code]>]: TemplateValue
}

/** No argument for a code without placeholders; exactly its parameters otherwise. */
export type FormatErrorMessageArguments<code extends ErrorCode> = [
  TemplatePlaceholders<(typeof ERROR_CATALOGUE)[code]>,
] extends [never]
  ? []
  : [parameters: ErrorMessageParameters<code>]

/**
 * The catalogue text of `code` with its placeholders filled.
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
