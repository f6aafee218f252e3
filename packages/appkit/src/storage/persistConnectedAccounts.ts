import type { AccountStore, AtriumStorage } from '@atrium/core'
import { getConnectedAccounts } from '../account/getConnectedAccounts.js'

/**
 * Keeps the stored connected accounts equal to the account store's, for a server to render a
 * returning visitor's account from the cookies (`cookieToInitialState`). Writes on changes only:
 * at creation the store does not show the sessions yet, and the last visit's accounts must stay
 * stored until the restore confirms or ends them. Returns the unwatch.
 */
export function persistConnectedAccounts(
  stores: { readonly account: AccountStore },
  parameters: { readonly storage: AtriumStorage },
): () => void {
  let last = JSON.stringify(getConnectedAccounts(stores.account.getState()))
  return stores.account.subscribe((state) => {
    const accounts = getConnectedAccounts(state)
    const key = JSON.stringify(accounts)
    if (key === last) return
    last = key
    parameters.storage.setConnectedAccounts(accounts)
  })
}
