/**
 * `run`, called at most once at a time: a call made while one is in flight gets that call's
 * promise, so concurrent requests share one catch-up of an index.
 */
export function shareInFlight<value>(run: () => Promise<value>): () => Promise<value> {
  let pending: Promise<value> | undefined
  return () => {
    pending ??= run().finally(() => {
      pending = undefined
    })
    return pending
  }
}
