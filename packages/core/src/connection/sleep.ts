import type { Timers } from './Timers.js'

/**
 * Resolves after `delayMs` through `timers`, or early when `signal` aborts.
 * Resolves `true` when the full delay passed, `false` when aborted.
 */
export function sleep(timers: Timers, delayMs: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false)
  return new Promise((resolve) => {
    const onAbort = () => {
      timers.clearTimeout(handle)
      resolve(false)
    }
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve(true)
    }, delayMs)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
