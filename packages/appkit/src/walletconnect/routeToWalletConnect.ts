import { CONNECTOR_IDS } from '@atrium/common'
import type { ChainAdapter, ConnectorsStore } from '@atrium/core'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'

/** Rejects with `UnsupportedProviderMethodError`, whose code loads with the wallet actions. */
async function rejectUnsupported(details: string): Promise<never> {
  const { rejectUnsupportedMethod } = await import('../instance/walletActions.js')
  return rejectUnsupportedMethod(details)
}

/**
 * An adapter whose namespace may be connected through WalletConnect instead: while the
 * namespace's active connector is WalletConnect, `ping` checks the WalletConnect session,
 * `signMessage` and `sendTransaction` go to the wallet over the relay (the request code loads with
 * the connection, not at start-up), and `disconnect` / `reconnect` of the WalletConnect connector
 * id are left to the connection (which ends or restores the whole multi-namespace session itself).
 * The EIP-5792 batches and ERC-7811 assets are not asked over the relay: a routed namespace's
 * `sendCalls` and batch status reject as unsupported and its `getWalletAssets` resolves
 * `undefined` (the Blockchain API answers for its tokens). Everything else (balances, network
 * data) stays with the adapter.
 */
export function routeToWalletConnect(
  adapter: ChainAdapter,
  parameters: { readonly connection: WalletConnectConnection; readonly connectors: ConnectorsStore },
): ChainAdapter {
  const { connection, connectors } = parameters
  const isRouted = () =>
    connectors.getState().activeConnectorIds[adapter.namespace] === CONNECTOR_IDS.WALLET_CONNECT &&
    connection.isConnected()
  const { reconnect, ping, signMessage, sendTransaction } = adapter
  const routed: ChainAdapter = {
    ...adapter,
    disconnect: async (disconnectParameters) => {
      if (disconnectParameters.connectorId === CONNECTOR_IDS.WALLET_CONNECT) return
      await adapter.disconnect(disconnectParameters)
    },
    ping: async () => {
      if (isRouted()) return connection.ping()
      if (ping !== undefined) await ping()
    },
    signMessage: async (signParameters) => {
      if (!isRouted()) {
        if (signMessage === undefined) return rejectUnsupported('signMessage')
        return signMessage(signParameters)
      }
      return connection.signMessage(signParameters)
    },
    sendTransaction: async (transaction) => {
      if (!isRouted()) {
        if (sendTransaction === undefined) return rejectUnsupported(`sendTransaction on ${adapter.namespace}`)
        return sendTransaction(transaction)
      }
      return connection.sendTransaction(transaction)
    },
  }
  const { sendCalls, getCallsStatus, waitForCallsStatus, getWalletAssets } = adapter
  if (sendCalls !== undefined)
    routed.sendCalls = async (batch) =>
      isRouted()
        ? rejectUnsupported(`sendCalls on ${adapter.namespace} through WalletConnect`)
        : sendCalls(batch)
  if (getCallsStatus !== undefined)
    routed.getCallsStatus = async (request) =>
      isRouted() ? rejectUnsupported('getCallsStatus through WalletConnect') : getCallsStatus(request)
  if (waitForCallsStatus !== undefined)
    routed.waitForCallsStatus = async (request) =>
      isRouted() ? rejectUnsupported('waitForCallsStatus through WalletConnect') : waitForCallsStatus(request)
  if (getWalletAssets !== undefined)
    routed.getWalletAssets = async (request) => (isRouted() ? undefined : getWalletAssets(request))
  if (reconnect !== undefined) {
    routed.reconnect = async (reconnectParameters) =>
      reconnectParameters.connectorId === CONNECTOR_IDS.WALLET_CONNECT
        ? undefined
        : reconnect(reconnectParameters)
  }
  return routed
}
