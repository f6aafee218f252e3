import type { CaipAddress, Namespace } from '@atrium/common'
import type { AccountState, ConnectedAccounts } from '@atrium/core'

/** Pure: each connected namespace's CAIP address (it names the network too). */
export function getConnectedAccounts(state: AccountState): ConnectedAccounts {
  const connected: Partial<Record<Namespace, CaipAddress>> = {}
  for (const [namespace, chain] of Object.entries(state.chains) as [
    Namespace,
    AccountState['chains'][Namespace],
  ][]) {
    if (chain.status === 'connected' && chain.caipAddress !== undefined)
      connected[namespace] = chain.caipAddress
  }
  return connected
}
