import type { Clock, Timers } from '../connection/Timers.js'
import { searchWallets } from '../connectors/searchWallets.js'
import { getWallets } from '../walletDirectory/getWallets.js'
import type { WalletListStore } from './createWalletListStore.js'
import { getWalletListKey } from './getWalletListKey.js'
import {
  reduceSearchFailed,
  reduceSearchLoaded,
  reduceSearchStarted,
  toWalletListError,
} from './transitions.js'
import type { WalletListServices } from './WalletListServices.js'

export type SearchWalletListParameters = WalletListServices & {
  /** The search text; blank clears the search (the pages show again) without a request. */
  readonly text: string
  readonly clock: Clock
  readonly timers: Timers
}
export type SearchWalletListReturnType = undefined
/** Never rejects: a failure is the search's `error` status. */
export type SearchWalletListErrorType = never

/**
 * [CONNECTOR-020][CONNECTOR-021][EVT-006] Searches the directory for the current `chains` filter:
 * one request for at most 100 results, tracked as `SEARCH_WALLET`, shown no sooner than 300 ms
 * after it started (`searchWallets`). Only the latest search lands in the store: an answer to an
 * earlier text, or one arriving after the search was cleared, is dropped.
 */
export async function searchWalletList(
  stores: { readonly walletList: WalletListStore },
  parameters: SearchWalletListParameters,
): Promise<SearchWalletListReturnType> {
  const text = parameters.text.trim()
  const { chains } = stores.walletList.getState()
  const chainsKey = getWalletListKey(chains)
  stores.walletList.setState((state) => reduceSearchStarted(state, { text, chainsKey }))
  if (text === '') return undefined
  try {
    const wallets = await searchWallets({
      search: text,
      loadWallets: (request) =>
        getWallets(parameters.directory, {
          ...request,
          chains,
          track: parameters.track,
          logger: parameters.logger,
          signal: parameters.signal,
        }),
      clock: parameters.clock,
      timers: parameters.timers,
    })
    stores.walletList.setState((state) => reduceSearchLoaded(state, { text, chainsKey, wallets }))
  } catch (error) {
    stores.walletList.setState((state) =>
      reduceSearchFailed(state, { text, chainsKey, error: toWalletListError(error) }),
    )
  }
  return undefined
}
