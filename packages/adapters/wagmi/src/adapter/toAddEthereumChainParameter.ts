import type { CaipNetwork } from '@atrium/common'

/**
 * [NET-003] What `wallet_addEthereumChain` sends when the wallet does not know a chain (4902):
 * the network's `chainDefault` endpoints (meant for wallets, free of the dApp's project id), its
 * name, currency, explorer and image.
 */
export function toAddEthereumChainParameter(network: CaipNetwork<'eip155'>) {
  const { imageUrl } = network.assets
  return {
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.chainDefault.http,
    blockExplorerUrls: [network.blockExplorers.default.url],
    ...(imageUrl === undefined ? {} : { iconUrls: [imageUrl] }),
  }
}
