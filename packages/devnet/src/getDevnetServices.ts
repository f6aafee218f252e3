/** One row of the devnet's service table: what runs, on which network, at which URL. */
export type DevnetService = {
  /** Display name, e.g. `Ethereum`. */
  readonly name: string
  /** CAIP-2 network id (`eip155:1`) for chain nodes; absent for services that serve no single chain. */
  readonly networkId?: string
  /** Base URL on 127.0.0.1. */
  readonly url: string
}

/** An EVM chain's endpoint: enough to configure a client without starting anything. */
export type DevnetEvmEndpoint = {
  readonly chainId: number
  readonly name: string
  readonly port: number
  readonly rpcUrl: string
}

/** Display name of the relay's row. */
export const RELAY_SERVICE_NAME = 'WalletConnect relay'

export type GetDevnetServicesParameters = {
  evm: readonly DevnetEvmEndpoint[]
  /** The relay's `ws://` URL; no row without it. */
  relayUrl?: string | undefined
}

/** The service table of a devnet, in display order. */
export function getDevnetServices(parameters: GetDevnetServicesParameters): DevnetService[] {
  const chains = parameters.evm.map((chain) => ({
    name: chain.name,
    networkId: `eip155:${chain.chainId}`,
    url: chain.rpcUrl,
  }))
  return parameters.relayUrl === undefined
    ? chains
    : [...chains, { name: RELAY_SERVICE_NAME, url: parameters.relayUrl }]
}
