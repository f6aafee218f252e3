import { type CaipNetworkId, parseCaipNetworkId } from '../caip/CaipNetworkId.js'
import type { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { NETWORK_MESSAGES } from '../errors/messages/networkMessages.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** The errors `toUnknownNetwork` may throw. */
export type ToUnknownNetworkErrorType = InvalidCaipNetworkIdError

/**
 * [ROUTER-026] The network of an id the app knows nothing else about (a wallet moved there): the
 * real id and chain id, the name 'Unknown Network', and no endpoints, explorer, image or currency.
 * Holding it keeps the state on the wallet's real network, so UnsupportedChain opens and the CAIP
 * address is rebuilt, instead of the previous network staying as if nothing had happened.
 *
 * @throws InvalidCaipNetworkIdError when `caipNetworkId` is not a CAIP-2 id.
 * @example
 * toUnknownNetwork('eip155:424242').name // 'Unknown Network'
 */
export function toUnknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { namespace, chainId } = parseCaipNetworkId(caipNetworkId)
  return {
    id: chainId,
    name: NETWORK_MESSAGES.UNKNOWN_NETWORK,
    chainNamespace: namespace,
    caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
    blockExplorers: { default: { name: '', url: '' } },
    assets: { imageId: undefined, imageUrl: undefined },
    testnet: false,
  }
}
