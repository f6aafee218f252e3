import { type CaipNetworkId, NAMESPACES, type Namespace } from '@atrium/common'
import type { NetworkState } from '../network/createNetworkStore.js'

/**
 * The networks the directory is asked for wallets of (`chains` of `/getWallets`): the configured
 * networks of `namespace` when the modal is filtered to one (CONNECTOR-008), else every configured
 * network, so a dApp on Solana alone never lists wallets that cannot reach its chains.
 */
export function getWalletListChains(
  state: Pick<NetworkState, 'chains'>,
  namespace: Namespace | undefined,
): readonly CaipNetworkId[] {
  const namespaces = namespace === undefined ? NAMESPACES : [namespace]
  return namespaces.flatMap((name) =>
    state.chains[name].requestedCaipNetworks.map((network) => network.caipNetworkId),
  )
}
