/** Messages about the options passed to createAppKit, written by core's options validation. */
export const CORE_OPTIONS_MESSAGES = {
  /** [OPT-002] An option failed validation; `{option}` is its dotted path, `{reason}` the rule it broke. */
  INVALID_OPTION: 'Invalid option "{option}": {reason}',
} as const
