import { type CaipNetwork, ResourceNotFoundRpcError, UnauthorizedProviderError } from '@atrium/common'
import type { AdapterSession } from '@atrium/core'
import { type Config, type Connector, connect, disconnect, switchChain } from '@wagmi/core'
import { getConnectionOf } from './getConnectionOf.js'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

export type ConnectWalletParameters = {
  /** The wallet's connector; none (an unknown id) rejects. */
  readonly connector: Connector | undefined
  /** The id the connector was looked up by, for the error. */
  readonly connectorId: string
  /** The network the connection was asked for, if any. */
  readonly wanted: CaipNetwork<'eip155'> | undefined
  readonly networks: readonly CaipNetwork<'eip155'>[]
  /** The adapter's session of the connector once connected; none means the wallet gave no account. */
  readonly readSession: (connector: Connector) => AdapterSession<'eip155'> | undefined
}

/**
 * Connects `connector` as the one session of the namespace and resolves with its session. Its own
 * chunk: the adapter imports it on the first connect, so wagmi's connect and switch actions are
 * not start-up code.
 *
 * @throws ResourceNotFoundRpcError when no connector has the id; UnauthorizedProviderError when
 * the wallet connected without an account.
 */
export async function connectWallet(
  config: Config,
  parameters: ConnectWalletParameters,
): Promise<AdapterSession<'eip155'>> {
  const { connector, connectorId, wanted, networks } = parameters
  if (connector === undefined) {
    throw new ResourceNotFoundRpcError({
      details: `No wallet with id "${connectorId}"`,
      meta: { connectorId },
    })
  }
  if (getConnectionOf(config, connector) === undefined || config.state.current !== connector.uid) {
    await wrapWagmiCall(() => connect(config, { connector }))
  }
  // One session per namespace: a wallet connected before this one is let go. Failing to
  // release it must not fail the connection the user just approved.
  for (const other of [...config.state.connections.values()]) {
    if (other.connector.uid !== connector.uid)
      await disconnect(config, { connector: other.connector }).catch(() => undefined)
  }
  const connection = getConnectionOf(config, connector)
  // A wallet on a chain the dApp does not support is asked, once, for the requested network.
  // If it declines, the session stays on its chain and core shows the unsupported-chain view.
  if (
    wanted !== undefined &&
    connection !== undefined &&
    !networks.some((entry) => entry.id === connection.chainId)
  ) {
    await switchChain(config, {
      chainId: wanted.id,
      connector,
      addEthereumChainParameter: toAddEthereumChainParameter(wanted),
    }).catch(() => undefined)
  }
  const session = parameters.readSession(connector)
  if (session === undefined)
    throw new UnauthorizedProviderError({ details: 'The wallet returned no account' })
  return session
}
