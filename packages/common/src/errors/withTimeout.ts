import { RequestTimeoutError } from './transport.js'

/**
 * Settles like `promise`, or rejects with `RequestTimeoutError` (details: `what did not answer
 * within … ms`) after `timeoutMs`: every wait on a wallet or a node gets a bounded path to an
 * error. The timer is cleared as soon as `promise` settles, so a settled call keeps nothing alive;
 * a late answer is ignored.
 *
 * @example
 * const accounts = await withTimeout(wallet.getAccounts(), 10_000, 'The wallet')
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
