/**
 * Injected timer functions, so every time rule runs under fake timers in tests. Pass
 * `{ setTimeout: (callback, delayMs) => setTimeout(callback, delayMs), clearTimeout: (handle) => clearTimeout(handle as number) }`
 * in production.
 */
export type Timers = {
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(handle: unknown): void
}

/** An injected clock: `now()` in ms since the epoch. */
export type Clock = { now(): number }
