import type { ChainNetworkState } from '../network/createNetworkStore.js'

/**
 * [ACCT-006] The smart account is enabled only on the networks listed in the namespace's
 * `smartAccountEnabledNetworks` (chain ids).
 */
export function isSmartAccountEnabled(
  chain: Pick<ChainNetworkState, 'smartAccountEnabledNetworks'>,
  chainId: number | string | undefined,
): boolean {
  if (chainId === undefined) return false
  return chain.smartAccountEnabledNetworks.some((enabled) => String(enabled) === String(chainId))
}
