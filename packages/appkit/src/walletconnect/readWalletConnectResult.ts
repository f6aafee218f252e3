import { InternalRpcError } from '@atrium/common'

/**
 * The string `field` of a wallet's answer (`{ signature }`, `{ txid }`), or the answer itself when
 * `field` is absent (`personal_sign`, `eth_sendTransaction`).
 *
 * @throws InternalRpcError when the wallet answered something else.
 */
export function readWalletConnectResult(
  result: unknown,
  parameters: { readonly method: string; readonly field?: string },
): string {
  const { method, field } = parameters
  const value =
    field === undefined
      ? result
      : typeof result === 'object' && result !== null
        ? (result as Record<string, unknown>)[field]
        : undefined
  if (typeof value !== 'string' || value === '') {
    throw new InternalRpcError({
      details: `${method}: the wallet answered no ${field ?? 'result'}`,
    })
  }
  return value
}
