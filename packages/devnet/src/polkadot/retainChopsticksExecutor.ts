import type { Chopsticks } from './loadChopsticks.js'

/**
 * chopsticks runs every runtime call in one worker thread per process (`getWorker`), which nothing
 * but `destroyWorker()` ends and which keeps Node alive. Chains in one process share it, so it is
 * destroyed when the last of them stops, and a chain starting meanwhile waits for that to finish
 * rather than pick up the dying worker.
 */
let users = 0
let destroying: Promise<void> = Promise.resolve()

/**
 * Marks one more chopsticks chain as using the shared executor worker; the returned function
 * releases it (once) and destroys the worker when no chain uses it any more.
 */
export async function retainChopsticksExecutor(chopsticks: Chopsticks): Promise<() => Promise<void>> {
  users += 1
  await destroying
  let released = false
  return async () => {
    if (released) return
    released = true
    users -= 1
    if (users === 0) {
      const destroyed = chopsticks.destroyWorker()
      // A failed termination is the releasing chain's error; later chains start a fresh worker anyway.
      destroying = destroyed.catch(() => undefined)
      await destroyed
    }
  }
}
