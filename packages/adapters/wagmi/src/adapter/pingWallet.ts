import { UnauthorizedProviderError } from '@atrium/common'
import type { Connection } from '@wagmi/core'
import { requireConnection } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/**
 * Checks that the connected wallet still grants this dApp an account (the heartbeat's ping). Its
 * own chunk, imported on the first ping.
 *
 * @throws UnauthorizedProviderError (4100) when nothing is connected or the wallet holds no account.
 */
export async function pingWallet(connection: Connection | undefined): Promise<void> {
  const { connector } = requireConnection(connection)
  const accounts = await wrapWagmiCall(() => connector.getAccounts())
  if (accounts.length === 0)
    throw new UnauthorizedProviderError({ details: 'The wallet holds no account for this dApp' })
}
