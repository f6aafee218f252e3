import { type Chain, defineChain } from 'viem'

/**
 * The viem chain of one of the test wallet's chains. The wallet knows only an id and an RPC URL
 * (as after `wallet_addEthereumChain`), so the name and currency are generic.
 */
export function toTestWalletViemChain(chain: { readonly chainId: number; readonly rpcUrl: string }): Chain {
  return defineChain({
    id: chain.chainId,
    name: `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
