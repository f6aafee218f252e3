import type { CaipNetworkId } from '../caip/CaipNetworkId.js'
import type { Namespace } from '../caip/Namespace.js'

/** [NET-017] The native currency of a network. */
export type NativeCurrency = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** One set of RPC endpoints. */
export type RpcEndpoints = {
  readonly http: readonly string[]
  readonly webSocket?: readonly string[]
}

/**
 * [NET-003] `default` is what Atrium's transports use; `chainDefault` is the chain's own public
 * endpoint, kept for wallets (e.g. `wallet_addEthereumChain`) and as a fallback.
 */
export type NetworkRpcUrls = {
  readonly default: RpcEndpoints
  readonly chainDefault: RpcEndpoints
}

/** A block explorer. */
export type BlockExplorer = { readonly name: string; readonly url: string }

/**
 * [NET-017] Network image: `imageId` is served by the wallet directory's asset-image endpoint;
 * `imageUrl`, when set, wins over it. Both keys are always present.
 */
export type NetworkAssets = {
  readonly imageId: string | undefined
  readonly imageUrl: string | undefined
}

/** The chain id type of a namespace: a number on EVM chains, the CAIP-2 reference elsewhere. */
export type NetworkChainId<namespace extends Namespace> = namespace extends 'eip155' ? number : string

/**
 * [NET-017] A network with every field of the spec's "Network" checklist, plus `testnet`.
 * `caipNetworkId` is always `` `${chainNamespace}:${id}` `` (NET-002).
 */
export type CaipNetwork<namespace extends Namespace = Namespace> = {
  readonly id: NetworkChainId<namespace>
  readonly name: string
  readonly chainNamespace: namespace
  readonly caipNetworkId: CaipNetworkId<namespace>
  readonly nativeCurrency: NativeCurrency
  readonly rpcUrls: NetworkRpcUrls
  readonly blockExplorers: { readonly default: BlockExplorer }
  readonly assets: NetworkAssets
  readonly testnet: boolean
}
