import { type CaipNetwork, type CaipNetworkId, getNetwork } from '@atrium/common'

/**
 * The built-in catalogue's network of `caipNetworkId`, if any. A module of its own so that
 * `resolveCatalogueNetwork` can load it, and the catalogue's 18 definitions with it, by `import()`.
 */
export function findCatalogueNetwork(caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
  return getNetwork(caipNetworkId)
}
