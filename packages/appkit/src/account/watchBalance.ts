import { type AccountStore, type NetworkStore, setAccountFields } from '@atrium/core'

/** The active connected account's CAIP address (it names the network too), or `undefined`. */
function getActiveCaipAddress(stores: { readonly account: AccountStore; readonly network: NetworkStore }) {
  const namespace = stores.network.getState().activeNamespace
  if (namespace === undefined) return undefined
  const chain = stores.account.getState().chains[namespace]
  return chain.status === 'connected' ? { namespace, caipAddress: chain.caipAddress } : undefined
}

/**
 * Refreshes the balance whenever the active account or its network changes (a connect, a restored
 * session, a switch, the wallet's own account or chain change): the old balance is cleared at once,
 * since it belongs to another network, then `fetchBalance` reads the new one. Returns the unwatch.
 */
export function watchBalance(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  fetchBalance: () => Promise<void>,
): () => void {
  let last = getActiveCaipAddress(stores)?.caipAddress
  const check = () => {
    const active = getActiveCaipAddress(stores)
    if (active?.caipAddress === last) return
    last = active?.caipAddress
    if (active === undefined || active.caipAddress === undefined) return
    setAccountFields(stores, {
      namespace: active.namespace,
      fields: { balance: undefined, balanceSymbol: undefined },
    })
    void fetchBalance()
  }
  const unwatchAccount = stores.account.subscribe(check)
  const unwatchNetwork = stores.network.subscribe(check)
  return () => {
    unwatchAccount()
    unwatchNetwork()
  }
}
