import type { CaipAddress, CaipNetwork } from '@atrium/common'
import { type Config, type Connection, signMessage } from '@wagmi/core'
import type { Hex } from 'viem'
import { requireAccountOf } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** Has the connected wallet sign `message` with `caipAddress`. Its own chunk, imported on the first signature. */
export async function signWalletMessage(
  config: Config,
  parameters: {
    readonly connection: Connection
    readonly caipAddress: CaipAddress<'eip155'>
    readonly message: string
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<Hex> {
  const { connection, message } = parameters
  const { address } = requireAccountOf(parameters.caipAddress, parameters.networks, connection)
  return wrapWagmiCall(() =>
    signMessage(config, { account: address, message, connector: connection.connector }),
  )
}
