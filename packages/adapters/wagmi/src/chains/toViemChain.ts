import type { CaipNetwork } from '@atrium/common'
import { type Chain, defineChain } from 'viem'

/**
 * The viem `Chain` of an eip155 network, so wagmi transports and the dApp's own wagmi hooks talk
 * to the same RPC endpoints the modal shows. `rpcUrls.default` is what wagmi's `http()` reads.
 */
export function toViemChain(network: CaipNetwork<'eip155'>): Chain {
  return defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: { http: network.rpcUrls.default.http, ...webSocketOf(network.rpcUrls.default) },
      chainDefault: { http: network.rpcUrls.chainDefault.http, ...webSocketOf(network.rpcUrls.chainDefault) },
    },
    blockExplorers: { default: network.blockExplorers.default },
    testnet: network.testnet,
  })
}

function webSocketOf(endpoints: { readonly webSocket?: readonly string[] }): {
  webSocket?: readonly string[]
} {
  return endpoints.webSocket === undefined ? {} : { webSocket: endpoints.webSocket }
}
