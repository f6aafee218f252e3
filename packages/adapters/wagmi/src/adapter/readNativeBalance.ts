import { type CaipAddress, type CaipNetwork, formatUnits } from '@atrium/common'
import { type Config, getBalance } from '@wagmi/core'
import { requireAccountOf } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/**
 * The native balance of `caipAddress`, formatted in whole units with its symbol. Its own chunk
 * (viem's balance and multicall code), imported on the first balance read.
 */
export async function readNativeBalance(
  config: Config,
  parameters: {
    readonly caipAddress: CaipAddress<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<{ readonly balance: string; readonly symbol: string }> {
  const { address, chainId } = requireAccountOf(parameters.caipAddress, parameters.networks)
  const balance = await wrapWagmiCall(() => getBalance(config, { address, chainId }))
  return { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol }
}
