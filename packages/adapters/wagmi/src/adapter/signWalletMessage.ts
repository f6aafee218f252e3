import type { CaipAddress, CaipNetwork } from '@atrium/common'
import { type Config, type Connection, signMessage } from '@wagmi/core'
import type { Hex } from 'viem'
import { requireAccountOf, requireConnection } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** Has the connected wallet sign `message` with `caipAddress`. Its own chunk, imported on the first signature. */
export async function signWalletMessage(
  config: Config,
  parameters: {
    /** The current connection; none rejects with 4100. */
    readonly connection: Connection | undefined
    readonly caipAddress: CaipAddress<'eip155'>
    readonly message: string
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<Hex> {
  const { message } = parameters
  const connection = requireConnection(parameters.connection)
  const { address } = requireAccountOf(parameters.caipAddress, parameters.networks, connection)
  return wrapWagmiCall(() =>
    signMessage(config, { account: address, message, connector: connection.connector }),
  )
}
