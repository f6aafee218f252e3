import { type CatalogueNetwork, NETWORKS } from '../networks/NETWORKS.js'

/** The image id of each catalogue network, keyed by its CAIP-2 id. */
export type NetworkImageIds = {
  readonly [network in CatalogueNetwork as network['caipNetworkId']]: network['assets']['imageId']
}

/**
 * [CONNECTOR-011][NET-017] Network image ids, keyed by CAIP-2 id, served by the wallet directory's
 * `/public/getAssetImage/{id}`. Atrium's own readable ids `network-<chain>`; a testnet shares the
 * image of its mainnet. Each catalogue network names its image itself, so a page importing
 * `mainnet` alone does not download this table; it is read from the catalogue.
 */
export const NETWORK_IMAGE_IDS = Object.fromEntries(
  NETWORKS.map((network) => [network.caipNetworkId, network.assets.imageId]),
) as NetworkImageIds
