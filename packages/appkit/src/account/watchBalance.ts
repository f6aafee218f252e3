import type { CaipAddress, Namespace } from '@atrium/common'
import { type AccountStore, type NetworkStore, setAccountFields } from '@atrium/core'
import { getConnectedAccounts } from './getConnectedAccounts.js'

/** Each namespace's connected CAIP address (it names the network too). */
function getConnectedCaipAddresses(account: AccountStore): Map<Namespace, CaipAddress> {
  return new Map(Object.entries(getConnectedAccounts(account.getState())) as [Namespace, CaipAddress][])
}

/**
 * Refreshes a namespace's balance whenever its connected account or network changes (a connect, a
 * restored session, a switch, the wallet's own account or chain change), for every connected
 * namespace, since each keeps its own connection: the old balance and token balances are cleared
 * at once, since they belong to another account or network, then `fetchBalance` reads the new
 * balance (the Tokens tab asks for the tokens it shows). Returns the unwatch.
 */
export function watchBalance(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  fetchBalance: (parameters: { readonly namespace: Namespace }) => Promise<void>,
): () => void {
  let last = getConnectedCaipAddresses(stores.account)
  const check = () => {
    const connected = getConnectedCaipAddresses(stores.account)
    const previous = last
    last = connected
    for (const [namespace, caipAddress] of connected) {
      if (previous.get(namespace) === caipAddress) continue
      setAccountFields(stores, {
        namespace,
        fields: {
          balance: undefined,
          balanceSymbol: undefined,
          tokenBalance: [],
          tokenBalanceStatus: 'idle',
        },
      })
      void fetchBalance({ namespace })
    }
  }
  return stores.account.subscribe(check)
}
