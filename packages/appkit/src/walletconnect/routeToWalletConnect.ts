import { type CaipAddress, parseCaipAddress, UnsupportedProviderMethodError } from '@atrium/common'
import type { ChainAdapter, ConnectorsStore } from '@atrium/core'
import { WALLETCONNECT_CONNECTOR_ID } from './buildUniversalProviderOptions.js'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'

/** UTF-8 text as `0x…` hex, the `personal_sign` message form. */
function toHex(message: string): string {
  return `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * An adapter whose namespace may be connected through WalletConnect instead: while the
 * namespace's active connector is WalletConnect, `ping` checks the WalletConnect session,
 * `signMessage` goes to the wallet over the relay, and `disconnect` / `reconnect` of the WalletConnect connector id are left to the
 * connection (which ends or restores the whole multi-namespace session itself). Everything else
 * (balances, network data) stays with the adapter.
 */
export function routeToWalletConnect(
  adapter: ChainAdapter,
  parameters: { readonly connection: WalletConnectConnection; readonly connectors: ConnectorsStore },
): ChainAdapter {
  const { connection, connectors } = parameters
  const isRouted = () =>
    connectors.getState().activeConnectorIds[adapter.namespace] === WALLETCONNECT_CONNECTOR_ID &&
    connection.isConnected()
  const { reconnect, ping, signMessage } = adapter
  const routed: ChainAdapter = {
    ...adapter,
    disconnect: async (disconnectParameters) => {
      if (disconnectParameters.connectorId === WALLETCONNECT_CONNECTOR_ID) return
      await adapter.disconnect(disconnectParameters)
    },
    ping: async () => {
      if (isRouted()) return connection.ping()
      if (ping !== undefined) await ping()
    },
    signMessage: async (signParameters) => {
      if (!isRouted()) {
        if (signMessage === undefined) throw new UnsupportedProviderMethodError({ details: 'signMessage' })
        return signMessage(signParameters)
      }
      return signThroughWalletConnect(connection, signParameters)
    },
  }
  if (reconnect !== undefined) {
    routed.reconnect = async (reconnectParameters) =>
      reconnectParameters.connectorId === WALLETCONNECT_CONNECTOR_ID
        ? undefined
        : reconnect(reconnectParameters)
  }
  return routed
}

async function signThroughWalletConnect(
  connection: WalletConnectConnection,
  parameters: { readonly caipAddress: CaipAddress; readonly message: string },
): Promise<string> {
  const { namespace, caipNetworkId, address } = parseCaipAddress(parameters.caipAddress)
  if (namespace !== 'eip155')
    throw new UnsupportedProviderMethodError({ details: `signMessage on ${namespace}` })
  const signature = await connection.request({
    chainId: caipNetworkId,
    method: 'personal_sign',
    params: [toHex(parameters.message), address],
  })
  return String(signature)
}
