import type { CaipNetwork } from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { type Config, type Connection, sendTransaction } from '@wagmi/core'
import type { Hex } from 'viem'
import { readTransaction, requireConnection } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/**
 * Has the connected wallet send `transaction`. Its own chunk (viem's transaction preparation),
 * imported on the first send.
 */
export async function sendWalletTransaction(
  config: Config,
  parameters: {
    /** The current connection; none rejects with 4100. */
    readonly connection: Connection | undefined
    readonly transaction: AdapterTransactionParameters<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<Hex> {
  const connection = requireConnection(parameters.connection)
  const request = readTransaction(parameters.transaction, parameters.networks, connection)
  return wrapWagmiCall(() => sendTransaction(config, { ...request, connector: connection.connector }))
}
