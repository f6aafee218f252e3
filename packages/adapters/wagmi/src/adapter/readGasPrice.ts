import { type CaipNetwork, type CaipNetworkId, NetworkNotFoundError } from '@atrium/common'
import { type Config, getGasPrice } from '@wagmi/core'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** The current gas price of `networkId` in wei (`eth_gasPrice`). Its own chunk. */
export async function readGasPrice(
  config: Config,
  parameters: {
    readonly networkId: CaipNetworkId<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<bigint> {
  const network = parameters.networks.find((entry) => entry.caipNetworkId === parameters.networkId)
  if (network === undefined)
    throw new NetworkNotFoundError({ details: `${parameters.networkId} is not a configured network` })
  return wrapWagmiCall(() => getGasPrice(config, { chainId: network.id }))
}
