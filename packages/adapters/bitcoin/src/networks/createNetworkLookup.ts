import { type CaipNetworkId, NetworkNotFoundError } from '@atrium/common'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient.js'
import type { ResolvedBitcoinNetwork } from './resolveBitcoinNetworks.js'

/**
 * Finds configured networks by CAIP-2 id (`NetworkNotFoundError` otherwise) and hands out one
 * Esplora client per network, over its `rpcUrls.default.http[0]`.
 */
export function createNetworkLookup(networks: readonly ResolvedBitcoinNetwork[]) {
  const clients = new Map<CaipNetworkId, EsploraClient>()
  return {
    find: (networkId: CaipNetworkId): ResolvedBitcoinNetwork => {
      const found = networks.find((entry) => entry.network.caipNetworkId === networkId)
      if (found === undefined) {
        throw new NetworkNotFoundError({ details: `${networkId} is not a configured network` })
      }
      return found
    },
    esplora: (entry: ResolvedBitcoinNetwork): EsploraClient => {
      const url = entry.network.rpcUrls.default.http[0]
      if (url === undefined) {
        throw new NetworkNotFoundError({
          details: `${entry.network.caipNetworkId} has no Esplora URL (rpcUrls.default.http)`,
        })
      }
      let client = clients.get(entry.network.caipNetworkId)
      if (client === undefined) {
        client = createEsploraClient(url)
        clients.set(entry.network.caipNetworkId, client)
      }
      return client
    },
  }
}
