import { type CaipNetwork, type CaipNetworkId, DEFAULT_CAIP_NETWORK_ID } from '@atrium/common'

/**
 * [NET-013] The network to start on: the stored active network (STORE-004) when configured, else
 * the dApp's `defaultNetwork` when configured, else the default chain 1 (Ethereum) when
 * configured, else the first configured network. `undefined` only when nothing is configured.
 */
export function getInitialCaipNetwork(parameters: {
  readonly networks: readonly CaipNetwork[]
  readonly storedCaipNetworkId?: CaipNetworkId | undefined
  readonly defaultNetwork?: CaipNetwork | undefined
}): CaipNetwork | undefined {
  const { networks } = parameters
  const find = (id: string | undefined) =>
    id === undefined ? undefined : networks.find((network) => network.caipNetworkId === id)
  return (
    find(parameters.storedCaipNetworkId) ??
    find(parameters.defaultNetwork?.caipNetworkId) ??
    find(DEFAULT_CAIP_NETWORK_ID) ??
    networks[0]
  )
}
