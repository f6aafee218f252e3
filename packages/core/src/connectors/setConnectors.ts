import type { Namespace } from '@atrium/common'
import type { WalletDescriptor } from '../adapters/ChainAdapter.js'
import type { Connector } from './Connector.js'
import type { ConnectorsState, ConnectorsStore } from './createConnectorsStore.js'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'

export type SetConnectorsParameters = {
  readonly namespace: Namespace
  /** The adapter's full current list (`listWallets()` or a `connectorsChanged` event). */
  readonly wallets: readonly WalletDescriptor[]
}
export type SetConnectorsReturnType = undefined
export type SetConnectorsErrorType = never

/** [CONNECTOR-005..009] The shown list: merged, or only `namespace`'s connectors when filtered. */
export function getShownConnectors(
  allConnectors: readonly Connector[],
  filterByNamespace: Namespace | undefined,
): readonly Connector[] {
  const connectors =
    filterByNamespace === undefined
      ? allConnectors
      : allConnectors.filter((connector) => connector.chain === filterByNamespace)
  return mergeMultiChainConnectors(connectors)
}

/** Pure: `namespace`'s connectors replaced by `wallets`; other namespaces keep theirs. */
export function applyConnectors(state: ConnectorsState, input: SetConnectorsParameters): ConnectorsState {
  const others = state.allConnectors.filter((connector) => connector.chain !== input.namespace)
  const incoming: Connector[] = []
  for (const wallet of input.wallets) {
    if (incoming.some((connector) => connector.id === wallet.id)) continue
    incoming.push({ ...wallet, chain: input.namespace })
  }
  const allConnectors = [...others, ...incoming]
  return { ...state, allConnectors, connectors: getShownConnectors(allConnectors, state.filterByNamespace) }
}

/**
 * Replaces the connectors of one namespace with what its adapter reports now (EIP-6963
 * announcements and extensions come and go) and recomputes the shown list. Within one namespace a
 * repeated id is kept once.
 */
export function setConnectors(
  stores: { readonly connectors: ConnectorsStore },
  parameters: SetConnectorsParameters,
): SetConnectorsReturnType {
  stores.connectors.setState((state) => applyConnectors(state, parameters))
}
