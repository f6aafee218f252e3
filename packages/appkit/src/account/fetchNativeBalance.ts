import type { Namespace } from '@atrium/common'
import { type AccountStore, type AdapterRegistry, type NetworkStore, setAccountFields } from '@atrium/core'

export type FetchNativeBalanceParameters = {
  readonly registry: AdapterRegistry
  /** The namespace whose account to read; the active one by default. */
  readonly namespace?: Namespace | undefined
}
export type FetchNativeBalanceReturnType = undefined
export type FetchNativeBalanceErrorType = never

/**
 * Reads the native balance of a namespace's account (the active one by default) from its adapter's `getBalance` into the account store
 * (`balance`, `balanceSymbol`; shown truncated to 3 decimals, UI-010). Without an account or a
 * `getBalance` nothing happens. An answer for an account or network that is no longer active is
 * dropped; a failure keeps the previous value (the balance is shown loading) and never rejects.
 */
export async function fetchNativeBalance(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  parameters: FetchNativeBalanceParameters,
): Promise<FetchNativeBalanceReturnType> {
  const namespace = parameters.namespace ?? stores.network.getState().activeNamespace
  if (namespace === undefined) return undefined
  const { caipAddress } = stores.account.getState().chains[namespace]
  const adapter = parameters.registry.adapters.get(namespace)
  if (caipAddress === undefined || adapter?.getBalance === undefined) return undefined
  let answer: { readonly balance: string; readonly symbol: string }
  try {
    answer = await adapter.getBalance({ caipAddress })
  } catch {
    return undefined
  }
  if (stores.account.getState().chains[namespace].caipAddress !== caipAddress) return undefined
  setAccountFields(stores, { namespace, fields: { balance: answer.balance, balanceSymbol: answer.symbol } })
  return undefined
}
