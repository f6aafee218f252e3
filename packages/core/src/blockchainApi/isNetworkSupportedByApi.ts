import type { CaipNetworkId } from '@atrium/common'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

/**
 * [API-002] True when the Blockchain API serves `caipNetworkId`. Network-bound calls (identity,
 * history, balance, convert, fungible price; A-38) return an empty result without a request when
 * this is false.
 */
export async function isNetworkSupportedByApi(
  client: BlockchainApiClient,
  caipNetworkId: CaipNetworkId,
): Promise<boolean> {
  return (await client.getSupportedNetworkIds()).includes(caipNetworkId)
}
