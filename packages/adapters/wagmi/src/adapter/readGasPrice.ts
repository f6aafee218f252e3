import type { CaipNetwork, CaipNetworkId } from '@atrium/common'
import { type Config, getGasPrice } from '@wagmi/core'
import { requireNetwork } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** The current gas price of `networkId` in wei (`eth_gasPrice`). Its own chunk. */
export async function readGasPrice(
  config: Config,
  parameters: {
    readonly networkId: CaipNetworkId<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<bigint> {
  const network = requireNetwork(parameters.networkId, parameters.networks)
  return wrapWagmiCall(() => getGasPrice(config, { chainId: network.id }))
}
