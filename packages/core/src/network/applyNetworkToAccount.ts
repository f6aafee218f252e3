import { type CaipNetwork, formatCaipAddress } from '@atrium/common'
import { type AccountState, patchChainAccount } from '../account/createAccountStore.js'

/** [NET-008] Pure: the namespace's account address rebuilt as `'<namespace>:<id>:<address>'`. */
export function applyNetworkToAccount(state: AccountState, caipNetwork: CaipNetwork): AccountState {
  const { address } = state.chains[caipNetwork.chainNamespace]
  if (address === undefined) return state
  return patchChainAccount(state, caipNetwork.chainNamespace, {
    caipAddress: formatCaipAddress(caipNetwork.caipNetworkId, address),
  })
}
