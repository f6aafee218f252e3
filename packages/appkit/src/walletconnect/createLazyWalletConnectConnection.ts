import type { ConnectAdapterStores } from '@atrium/core'
import type {
  CreateWalletConnectConnectionParameters,
  WalletConnectConnection,
} from './createWalletConnectConnection.js'
import { hasStoredWalletConnectSession } from './hasStoredWalletConnectSession.js'

/**
 * The WalletConnect connection, with its code loaded on first use: when the user picks
 * WalletConnect, a wallet row prefetches a pairing, or a stored session is to be restored. A page
 * that never uses WalletConnect never downloads it. Until it has loaded there is no session, so the
 * synchronous questions (`isConnected`, `getNamespaces`) answer without loading it.
 */
export function createLazyWalletConnectConnection(
  stores: ConnectAdapterStores,
  parameters: CreateWalletConnectConnectionParameters,
): WalletConnectConnection {
  let loaded: WalletConnectConnection | undefined
  let loading: Promise<WalletConnectConnection> | undefined
  const load = () => {
    loading ??= import('./createWalletConnectConnection.js').then((module) => {
      loaded = module.createWalletConnectConnection(stores, parameters)
      return loaded
    })
    return loading
  }
  return {
    connectWalletConnect: async (connectParameters) => (await load()).connectWalletConnect(connectParameters),
    restore: async () =>
      hasStoredWalletConnectSession(parameters.storage) ? (await load()).restore() : false,
    isConnected: () => loaded?.isConnected() ?? false,
    getNamespaces: () => loaded?.getNamespaces() ?? [],
    request: async (requestParameters) => (await load()).request(requestParameters),
    signMessage: async (signParameters) => (await load()).signMessage(signParameters),
    sendTransaction: async (transaction) => (await load()).sendTransaction(transaction),
    ping: async () => (await load()).ping(),
    disconnect: async () => {
      if (loading !== undefined) await (await loading).disconnect()
    },
    dispose: async () => {
      if (loading !== undefined) await (await loading).dispose()
    },
  }
}
