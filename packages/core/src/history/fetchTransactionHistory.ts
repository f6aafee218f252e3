import { type CaipAddress, HISTORY_MESSAGES, parseCaipAddress } from '@atrium/common'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { BlockchainApiClient } from '../blockchainApi/createBlockchainApiClient.js'
import { getTransactionHistory } from '../blockchainApi/getTransactionHistory.js'
import { TransactionHistoryAccountRequiredError } from '../errors/history.js'
import type { TransactionHistoryStore } from './createTransactionHistoryStore.js'
import {
  failPage,
  isAtPosition,
  receivePage,
  startFirstPage,
  startNextPage,
  type TransactionHistoryPosition,
} from './transactionHistoryTransitions.js'

/** The snackbar a failed history fetch asks for (HIST-004). */
export type TransactionHistorySnackbar = { readonly variant: 'error'; readonly message: string }

export type FetchTransactionHistoryParameters = {
  /** The account whose history to read; it names the network too. Required (HIST-005). */
  readonly caipAddress: CaipAddress | undefined
  /** The Blockchain API client (`/v1/account/{account}/history`). */
  readonly client: BlockchainApiClient
  /**
   * `'first'` starts the account's history over; `'next'` loads the page after the stored `next`
   * cursor (HIST-002), and nothing when there is none, a fetch is running, or the history is
   * another account's. Defaults to `'first'`.
   */
  readonly page?: 'first' | 'next' | undefined
  /** Shows the snackbar (the snackbar store's action, injected by the caller). */
  readonly showSnackbar: (snackbar: TransactionHistorySnackbar) => void
  /** Tracks the failure event (HIST-004, `ERROR_FETCH_TRANSACTIONS`). */
  readonly track?: TrackEvent | undefined
}

/**
 * `loaded`: the page is stored; `failed`: the snackbar was shown and the event tracked; `skipped`:
 * nothing to fetch (no next page, or a fetch already running); `stale`: the account, network or
 * history changed meanwhile and the answer was dropped.
 */
export type FetchTransactionHistoryReturnType = {
  readonly status: 'loaded' | 'failed' | 'skipped' | 'stale'
}
export type FetchTransactionHistoryErrorType = TransactionHistoryAccountRequiredError

/** [HIST-004] The snackbar shown when the history cannot be read. */
export function getTransactionHistoryFailedSnackbar(): TransactionHistorySnackbar {
  return { variant: 'error', message: HISTORY_MESSAGES.HISTORY_FETCH_FAILED }
}

/** Where the request starts, after marking the store as loading; `undefined` when there is nothing to ask. */
function startPage(
  history: TransactionHistoryStore,
  caipAddress: CaipAddress,
  page: 'first' | 'next',
): TransactionHistoryPosition | undefined {
  if (page === 'first') {
    history.setState(startFirstPage(caipAddress))
    return { caipAddress, cursor: undefined }
  }
  const state = history.getState()
  if (state.caipAddress !== caipAddress || state.loading || state.next === undefined) return undefined
  history.setState(startNextPage(state))
  return { caipAddress, cursor: state.next }
}

/**
 * Reads one page of an account's transaction history into the history store (the Account view's
 * Activity): the first page (starting the history over for that account, so a change of account
 * or network resets it) or the next one with the stored cursor. Answers for a position the history
 * has left are dropped. A failure sets `empty` and clears `next` (HIST-003), shows 'Failed to fetch
 * transactions' and tracks `ERROR_FETCH_TRANSACTIONS` (HIST-004, A-44); it never rejects for that.
 *
 * @throws TransactionHistoryAccountRequiredError without an account address (HIST-005).
 */
export async function fetchTransactionHistory(
  stores: { readonly history: TransactionHistoryStore },
  parameters: FetchTransactionHistoryParameters,
): Promise<FetchTransactionHistoryReturnType> {
  const { caipAddress, client, page = 'first' } = parameters
  if (caipAddress === undefined) throw new TransactionHistoryAccountRequiredError()
  const { address, caipNetworkId } = parseCaipAddress(caipAddress)
  const position = startPage(stores.history, caipAddress, page)
  if (position === undefined) return { status: 'skipped' }
  const settle = (
    status: 'loaded' | 'failed',
    change: Parameters<TransactionHistoryStore['setState']>[0],
  ): FetchTransactionHistoryReturnType => {
    if (!isAtPosition(stores.history.getState(), position)) return { status: 'stale' }
    stores.history.setState(change)
    return { status }
  }
  try {
    const answer = await getTransactionHistory(client, {
      account: address,
      caipNetworkId,
      cursor: position.cursor,
    })
    return settle('loaded', (state) => receivePage(state, answer))
  } catch {
    const result = settle('failed', failPage)
    if (result.status === 'failed') {
      parameters.showSnackbar(getTransactionHistoryFailedSnackbar())
      parameters.track?.({
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address, caipNetworkId, cursor: position.cursor },
      })
    }
    return result
  }
}
