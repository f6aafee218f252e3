/** `promise`, or a rejection naming `what` once `timeoutMs` passes, so a test fails instead of hanging. */
export function withTimeout<value>(promise: Promise<value>, what: string, timeoutMs: number): Promise<value> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer))
}
