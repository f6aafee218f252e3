import type { SiwxConfig } from './SiwxConfig.js'

/** The functions every `SiwxConfig` has. */
const SIWX_FUNCTIONS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

/**
 * [OPT-009] Whether `value` has the functions of a `SiwxConfig`. Never throws. It runs in
 * `createAppKit` on every page, so it checks no more than that (the optional members are read
 * defensively where used).
 */
export function isSiwxConfig(value: unknown): value is SiwxConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    SIWX_FUNCTIONS.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  )
}
