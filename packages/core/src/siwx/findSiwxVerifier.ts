import { isCaipNetworkId, parseCaipNetworkId } from '@atrium/common'
import type { SiwxVerifier } from './SiwxConfig.js'

/** A line break: a sign-in statement is one line (EIP-4361), or the message cannot be parsed back. */
export const SIWX_LINE_BREAK = /[\r\n]/

/** The verifier of `chainId`'s namespace, or `undefined` when there is none or the id is not CAIP-2. */
export function findSiwxVerifier(
  verifiers: readonly SiwxVerifier[],
  chainId: unknown,
): SiwxVerifier | undefined {
  if (!isCaipNetworkId(chainId)) return undefined
  const { namespace } = parseCaipNetworkId(chainId)
  return verifiers.find((verifier) => verifier.namespace === namespace)
}
