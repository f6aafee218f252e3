import { type Config, type Connector, disconnect } from '@wagmi/core'
import { toWagmiAdapterError } from '../errors/toWagmiAdapterError.js'

/**
 * Ends `connector`'s session. A wallet that vanished (extension removed) is let go all the same.
 * Its own chunk, imported on the first disconnect.
 */
export async function disconnectWallet(config: Config, connector: Connector): Promise<void> {
  try {
    await disconnect(config, { connector })
  } catch (error) {
    const wrapped = toWagmiAdapterError(error)
    if (wrapped.code !== 'RPC_RESOURCE_NOT_FOUND') throw wrapped
    config._internal.events.disconnect({ uid: connector.uid })
  }
}
