import { COMMON_MESSAGES, isAtriumError } from '@atrium/common'

/**
 * The text to show for a failure: an Atrium error's message is already a catalogue text; anything
 * else (a foreign error that escaped its boundary) reads 'Something went wrong'.
 */
export function getErrorText(error: unknown): string {
  return isAtriumError(error) ? error.message : COMMON_MESSAGES.SOMETHING_WENT_WRONG
}
