import type { CaipNetwork } from '@atrium/common'
import { type Config, type Connector, switchChain } from '@wagmi/core'
import { toSwitchNetworkError } from '../errors/toWagmiAdapterError.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'

/**
 * Asks the wallet behind `connector` to switch to `network`, adding the chain on 4902 (NET-003).
 * Its own chunk, imported on the first switch.
 */
export async function switchWalletChain(
  config: Config,
  parameters: { readonly connector: Connector; readonly network: CaipNetwork<'eip155'> },
): Promise<void> {
  const { connector, network } = parameters
  try {
    await switchChain(config, {
      chainId: network.id,
      connector,
      addEthereumChainParameter: toAddEthereumChainParameter(network),
    })
  } catch (error) {
    throw toSwitchNetworkError(error)
  }
}
