import type { CaipAddress, CaipNetwork } from '@atrium/common'
import { type Config, type Connection, getConnectorClient } from '@wagmi/core'
import { numberToHex } from 'viem'
import { requireAccountOf, requireConnection } from './readTransaction.js'
import { readWalletCapabilities } from './readWalletCapabilities.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/**
 * The connected wallet's `wallet_getAssets` answer (ERC-7811) for `caipAddress` on its chain, as
 * the wallet sent it, or `undefined` when the wallet does not advertise asset discovery
 * (`wallet_getCapabilities`). Asked through the wallet's viem client (viem types the method); not
 * through viem's experimental `getAssets`, which reshapes balances and types: core checks the
 * wallet's own answer against SPEC §5 before anything of it is shown.
 */
export async function readWalletAssets(
  config: Config,
  parameters: {
    /** The current connection; none rejects with 4100. */
    readonly connection: Connection | undefined
    readonly caipAddress: CaipAddress<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<unknown> {
  const connection = requireConnection(parameters.connection)
  const { address: account, chainId } = requireAccountOf(
    parameters.caipAddress,
    parameters.networks,
    connection,
  )
  const { assetDiscovery } = await readWalletCapabilities(config, { connection, account, chainId })
  if (!assetDiscovery) return undefined
  return wrapWagmiCall(async () => {
    const client = await getConnectorClient(config, {
      account,
      connector: connection.connector,
      assertChainId: false,
    })
    return client.request({
      method: 'wallet_getAssets',
      params: [{ account, chainFilter: [numberToHex(chainId)] }],
    })
  })
}
