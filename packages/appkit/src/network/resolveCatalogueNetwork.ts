import type { CaipNetwork, CaipNetworkId } from '@atrium/common'

/**
 * [NET-014][NET-015] Core's `ResolveNetwork` over the built-in catalogue: completes a network a
 * wallet is on that the app did not request. The catalogue loads on the first such network, so a
 * page never downloads it at start-up (issue 4's budget).
 */
export async function resolveCatalogueNetwork(
  caipNetworkId: CaipNetworkId,
): Promise<CaipNetwork | undefined> {
  const { findCatalogueNetwork } = await import('./findCatalogueNetwork.js')
  return findCatalogueNetwork(caipNetworkId)
}
