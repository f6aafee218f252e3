import { WALLET_SEARCH_MAX_RESULTS, WALLET_SEARCH_MIN_WAIT_MS } from '@atrium/common'
import { sleep } from '../connection/sleep.js'
import type { Clock, Timers } from '../connection/Timers.js'

export type SearchWalletsParameters<wallet> = {
  readonly search: string
  /**
   * Loads one page of matches: the wallet-directory client's `getWallets` with `search`, `page`
   * and `entries` (bound by the caller with its client and `track`).
   */
  readonly loadWallets: (parameters: {
    readonly search: string
    readonly page: number
    readonly entries: number
  }) => Promise<{ readonly data: readonly wallet[] }>
  readonly clock: Clock
  readonly timers: Timers
}
export type SearchWalletsReturnType<wallet> = readonly wallet[]
/** The loader's error, rethrown once the minimum wait has passed. */
export type SearchWalletsErrorType = Error

/**
 * [CONNECTOR-020][CONNECTOR-021] Searches the wallet directory: one request for at most 100
 * results, and the answer (or failure) is delivered no sooner than 300 ms after the search
 * started (A-55: a minimum loading time, so a fast answer does not flicker the list).
 */
export async function searchWallets<wallet>(
  parameters: SearchWalletsParameters<wallet>,
): Promise<SearchWalletsReturnType<wallet>> {
  const startedAt = parameters.clock.now()
  const waitRest = () => {
    const rest = WALLET_SEARCH_MIN_WAIT_MS - (parameters.clock.now() - startedAt)
    return rest > 0 ? sleep(parameters.timers, rest) : Promise.resolve(true)
  }
  try {
    const { data } = await parameters.loadWallets({
      search: parameters.search,
      page: 1,
      entries: WALLET_SEARCH_MAX_RESULTS,
    })
    await waitRest()
    return data.slice(0, WALLET_SEARCH_MAX_RESULTS)
  } catch (error) {
    await waitRest()
    throw error
  }
}
