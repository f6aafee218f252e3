import type { Clock, Timers } from '@atrium/core'

/** The platform's timers, looked up when called (tests may fake them after creation). */
export const DEFAULT_TIMERS: Timers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** The platform's clock. */
export const DEFAULT_CLOCK: Clock = { now: () => Date.now() }
