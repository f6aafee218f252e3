import {
  type CaipNetworkId,
  type Namespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toUnknownNetwork,
} from '@atrium/common'
import type { Account } from '../account/Account.js'
import { type AccountState, patchChainAccount } from '../account/createAccountStore.js'
import type { AdapterAccount } from '../adapters/ChainAdapter.js'
import type { Connector } from '../connectors/Connector.js'
import { type NetworkState, patchChainNetwork } from '../network/createNetworkStore.js'

/** [ACCT-002] Adapter accounts as account objects (type `'eoa'` when the wallet gave none). */
export function toAccounts(namespace: Namespace, accounts: readonly AdapterAccount[]): readonly Account[] {
  return accounts.map((account) => ({
    namespace,
    address: parseCaipAddress(account.caipAddress).address,
    type: account.type ?? 'eoa',
    publicKey: account.publicKey,
    path: account.path,
  }))
}

/**
 * Pure: the namespace's account after the wallet reported `accounts` (first = active). No
 * accounts means the wallet dropped the connection: the caller resets the account instead.
 */
export function applyAdapterAccounts(
  state: AccountState,
  input: {
    readonly namespace: Namespace
    readonly accounts: readonly [AdapterAccount, ...AdapterAccount[]]
    readonly connector?: Connector | undefined
  },
): AccountState {
  const [active] = input.accounts
  const connectedWalletInfo = input.connector && {
    name: input.connector.name,
    icon: input.connector.imageUrl,
    type: input.connector.type,
    id: input.connector.id,
  }
  return patchChainAccount(state, input.namespace, {
    caipAddress: active.caipAddress,
    address: parseCaipAddress(active.caipAddress).address,
    allAccounts: toAccounts(input.namespace, input.accounts),
    status: 'connected',
    ...(connectedWalletInfo === undefined ? {} : { connectedWalletInfo }),
  })
}

/**
 * Pure: the wallet is on `networkId`; it becomes the namespace's current network: the requested
 * network of that id, else the current network when it already has that id (e.g. one the dApp
 * switched to), else an unknown network holding just the id (ROUTER-026: the state always shows
 * where the wallet really is; `setAdapterNetwork` completes it later).
 */
export function applyAdapterNetwork(
  state: NetworkState,
  input: { readonly networkId: CaipNetworkId; readonly makeActive: boolean },
): NetworkState {
  const { namespace } = parseCaipNetworkId(input.networkId)
  const { requestedCaipNetworks, caipNetwork: current } = state.chains[namespace]
  const caipNetwork =
    requestedCaipNetworks.find((network) => network.caipNetworkId === input.networkId) ??
    (current?.caipNetworkId === input.networkId ? current : toUnknownNetwork(input.networkId))
  const next = patchChainNetwork(state, namespace, { caipNetwork })
  return input.makeActive ? { ...next, activeNamespace: namespace } : next
}
