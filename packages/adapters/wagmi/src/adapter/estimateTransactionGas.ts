import type { CaipNetwork } from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { type Config, type Connection, estimateGas } from '@wagmi/core'
import { readTransaction } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** The gas `transaction` needs. Its own chunk, imported on the first estimate. */
export async function estimateTransactionGas(
  config: Config,
  parameters: {
    readonly connection: Connection | undefined
    readonly transaction: AdapterTransactionParameters<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<bigint> {
  const request = readTransaction(parameters.transaction, parameters.networks, parameters.connection)
  return wrapWagmiCall(() => estimateGas(config, request))
}
