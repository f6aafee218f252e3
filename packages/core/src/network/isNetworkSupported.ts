import type { CaipNetworkId } from '@atrium/common'
import type { ChainNetworkState } from './createNetworkStore.js'

/**
 * [NET-005] A network is supported when no networks are requested, or when its id is among the
 * requested ones.
 */
export function isNetworkSupported(
  chain: Pick<ChainNetworkState, 'requestedCaipNetworks'>,
  caipNetworkId: CaipNetworkId,
): boolean {
  const requested = chain.requestedCaipNetworks
  return requested.length === 0 || requested.some((network) => network.caipNetworkId === caipNetworkId)
}
