import { RequestTimeoutError } from '@atrium/common'

/**
 * Settles like `promise`, or rejects with `RequestTimeoutError` (details: `what`) after
 * `timeoutMs`: a wallet asked for something that needs no user (a silent connect, a disconnect)
 * must not hold the adapter forever. The timer is cleared as soon as `promise` settles.
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
