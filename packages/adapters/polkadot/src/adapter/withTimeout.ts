import { RequestTimeoutError } from '@atrium/common'

/**
 * Settles like `promise`, or rejects with `RequestTimeoutError` (details: `what`) after `timeoutMs`:
 * every wait on an extension or a node has a bounded path to an error. The timer is cleared as
 * soon as `promise` settles, so a settled call keeps nothing alive.
 */
export function withTimeout<value>(promise: Promise<value>, timeoutMs: number, what: string): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RequestTimeoutError({ details: `${what} did not answer within ${timeoutMs} ms` })),
      timeoutMs,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
