import { type CaipAddress, type CaipNetwork, type Namespace, parseCaipAddress } from '@atrium/common'
import type { AtriumStorage, ChainAdapter } from '@atrium/core'
import type { WalletConnectPeer, WalletConnectPeerProposal } from '@atrium/testing'
import { createMemoryAdapter } from '@atrium/testing/unit'
import type { createAppKitStores } from '../../src/stores/createAppKitStores.js'
import type { WalletConnectConnection } from '../../src/walletconnect/createWalletConnectConnection.js'
import { routeToWalletConnect } from '../../src/walletconnect/routeToWalletConnect.js'
import { createTestConnection } from './createTestConnection.test-helper.js'

export type WalletConnectSubject = {
  readonly stores: ReturnType<typeof createAppKitStores>
  readonly storage: AtriumStorage
  readonly connection: WalletConnectConnection
  readonly proposal: WalletConnectPeerProposal
  route(namespace: Namespace): { readonly caipAddress: CaipAddress; readonly adapter: ChainAdapter }
}

/**
 * A page's WalletConnect connection over `networks`, paired with `peer` through the relay and
 * approved. `route(namespace)` gives the namespace's account and its adapter routed as
 * `buildAppKit` routes it: what `appKit.signMessage` / `appKit.sendTransaction` call. The adapters
 * are memory adapters that can neither sign nor send, so a signature or a transaction can only
 * come from the wallet over the relay. `dispose` goes on `cleanups`.
 */
export async function connectWalletConnectSubject(parameters: {
  readonly relayUrl: string
  readonly networks: readonly CaipNetwork[]
  readonly peer: WalletConnectPeer
  readonly cleanups: (() => Promise<void>)[]
}): Promise<WalletConnectSubject> {
  const { peer } = parameters
  const { stores, storage, connection } = createTestConnection(parameters)

  let connected!: Promise<void>
  const uri = await new Promise<string>((resolve) => {
    connected = connection.connectWalletConnect({ onUri: resolve })
  })
  const proposal = await peer.pair(uri)
  await peer.approve()
  await connected

  const route = (namespace: Namespace) => {
    const { caipAddress, address } = stores.account.getState().chains[namespace] ?? {}
    if (caipAddress === undefined || address === undefined) throw new Error(`No ${namespace} account`)
    const { caipNetworkId } = parseCaipAddress(caipAddress)
    const memory = createMemoryAdapter({ wallets: [], addresses: [address], networkId: caipNetworkId })
    const adapter = routeToWalletConnect(memory.adapter, { connection, connectors: stores.connectors })
    return { caipAddress, adapter }
  }
  return { stores, storage, connection, proposal, route }
}
