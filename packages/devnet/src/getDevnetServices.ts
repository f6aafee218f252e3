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

export type GetDevnetServicesParameters = {
  evm: readonly DevnetEvmEndpoint[]
}

/** The service table of a devnet, in display order. */
export function getDevnetServices(parameters: GetDevnetServicesParameters): DevnetService[] {
  return parameters.evm.map((chain) => ({
    name: chain.name,
    networkId: `eip155:${chain.chainId}`,
    url: chain.rpcUrl,
  }))
}
