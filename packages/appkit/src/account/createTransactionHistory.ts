import {
  type AccountStore,
  type BlockchainApiClient,
  createTransactionHistoryStore,
  fetchTransactionHistory,
  type NetworkStore,
  resetTransactionHistory,
  type TrackEvent,
  type TransactionHistorySnackbar,
} from '@atrium/core'
import type { TransactionHistory } from '@atrium/react'
import { getChainCaipAddress } from './getChainCaipAddress.js'

/**
 * `appKit.transactionHistory`: a history store of the instance and core's `fetchTransactionHistory`
 * for the active namespace's connected account, with the instance's Blockchain API client,
 * snackbar and analytics. Without a connected account there is nothing to read, so nothing is asked.
 * The history is cleared as soon as the active account or network changes (HIST-006), so nothing
 * of another account's stays in memory; the stores live as long as the instance, and so does the watch.
 */
export function createTransactionHistory(
  stores: { readonly account: AccountStore; readonly network: NetworkStore },
  parameters: {
    readonly client: BlockchainApiClient
    readonly showSnackbar: (snackbar: TransactionHistorySnackbar) => void
    readonly track: TrackEvent
  },
): TransactionHistory {
  const history = createTransactionHistoryStore()
  const resetOnChange = () => {
    const { caipAddress } = history.getState()
    if (caipAddress !== undefined && caipAddress !== getChainCaipAddress(stores))
      resetTransactionHistory({ history })
  }
  stores.account.subscribe(resetOnChange)
  stores.network.subscribe(resetOnChange)
  const fetchPage = async (page: 'first' | 'next') => {
    const caipAddress = getChainCaipAddress(stores)
    if (caipAddress === undefined) return
    await fetchTransactionHistory({ history }, { ...parameters, caipAddress, page })
  }
  return {
    store: history,
    fetchFirstPage: () => fetchPage('first'),
    fetchNextPage: () => fetchPage('next'),
  }
}
