import { type CatalogueNetwork, NETWORKS } from './NETWORKS.js'

/**
 * Looks a network up in the built-in catalogue by CAIP-2 id; `undefined` when it is not there.
 * Never throws, whatever `caipNetworkId` is.
 *
 * @example
 * getNetwork('eip155:8453')?.name // 'Base'
 */
export function getNetwork(caipNetworkId: unknown): CatalogueNetwork | undefined {
  return NETWORKS.find((network) => network.caipNetworkId === caipNetworkId)
}
