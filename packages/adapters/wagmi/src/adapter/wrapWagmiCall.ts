/**
 * Runs a wagmi call, wrapping what it throws once (STYLE §6). The error mapping (and the node,
 * chain and RPC error parsers it pulls from common) loads only when a call fails, so it stays out
 * of the start-up code, which only reconnects.
 */
export async function wrapWagmiCall<result>(action: () => Promise<result>): Promise<result> {
  try {
    return await action()
  } catch (error) {
    const { toWagmiAdapterError } = await import('../errors/toWagmiAdapterError.js')
    throw toWagmiAdapterError(error)
  }
}
