import type { Timers } from './Timers.js'

/**
 * Runs a task once calls to it pause for `delayMs`: a call made while the previous one waits takes
 * its place, and the earlier one resolves with the `stale` value it gave, without running. For work
 * a form asks on every keystroke (a fee estimate, a swap quote) that nobody needs for an
 * intermediate value.
 *
 * @example
 * const run = createDelayedRun(timers, 300)
 * run(() => estimate(), { status: 'stale' })
 */
export function createDelayedRun(timers: Timers, delayMs: number) {
  let waiting: { readonly handle: unknown; readonly drop: () => void } | undefined
  return <result>(task: () => Promise<result> | result, stale: result): Promise<result> =>
    new Promise((resolve) => {
      if (waiting !== undefined) {
        timers.clearTimeout(waiting.handle)
        waiting.drop()
      }
      const handle = timers.setTimeout(() => {
        waiting = undefined
        resolve(task())
      }, delayMs)
      waiting = { handle, drop: () => resolve(stale) }
    })
}
