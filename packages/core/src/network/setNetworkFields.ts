import type { Namespace } from '@atrium/common'
import { type ChainNetworkState, type NetworkStore, patchChainNetwork } from './createNetworkStore.js'

/** The per-namespace fields a wallet's answers set directly. */
export type SetNetworkFieldsParameters = {
  readonly namespace: Namespace
  readonly fields: Partial<
    Pick<ChainNetworkState, 'approvedCaipNetworkIds' | 'supportsAllNetworks' | 'smartAccountEnabledNetworks'>
  >
}
export type SetNetworkFieldsReturnType = undefined
export type SetNetworkFieldsErrorType = never

/** [NET-004] Sets approved network ids, `supportsAllNetworks` or smart-account networks of a namespace. */
export function setNetworkFields(
  stores: { readonly network: NetworkStore },
  parameters: SetNetworkFieldsParameters,
): SetNetworkFieldsReturnType {
  stores.network.setState((state) => patchChainNetwork(state, parameters.namespace, parameters.fields))
}
