import { parseCaipAddress, SWAP_MESSAGES } from '@atrium/common'
import type { AccountStore } from '../account/createAccountStore.js'
import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { BlockchainApiClient } from '../blockchainApi/createBlockchainApiClient.js'
import { createDelayedRun } from '../connection/createDelayedRun.js'
import type { Timers } from '../connection/Timers.js'
import type { NetworkStore } from '../network/createNetworkStore.js'
import { goBackAfterSwapFailure } from '../router/goBackAfterSwapFailure.js'
import { flipSwapTokens } from './flipSwapTokens.js'
import { type InitializeSwapReturnType, initializeSwap } from './initializeSwap.js'
import { type RefreshSwapQuoteReturnType, refreshSwapQuote } from './refreshSwapQuote.js'
import { resetSwap } from './resetSwap.js'
import type { SwapSnackbar } from './SwapSnackbar.js'
import type { SwapStores } from './SwapStores.js'
import { type SwapTokensParameters, type SwapTokensReturnType, swapTokens } from './swapTokens.js'
import { type UpdateSwapFormParameters, updateSwapForm } from './updateSwapForm.js'

/**
 * How long the form must stay unchanged before it is quoted. The swap view asks on every keystroke
 * of the amount; a quote is three to five API requests (prices, quote, allowance, a transaction
 * built), so typing "0.0125" would otherwise quote five amounts nobody means. The same pause as the
 * Send form's fee estimate.
 */
export const SWAP_QUOTE_DELAY_MS = 300

/** Stores the swap actions read and write. */
export type SwapActionsStores = SwapStores & {
  readonly network: NetworkStore
  readonly account: AccountStore
}

/** Parameters of `createSwapActions`. */
export type CreateSwapActionsParameters = {
  readonly registry: AdapterRegistry
  /** The Blockchain API serving the convert and price endpoints (SWAP-033). */
  readonly client: BlockchainApiClient
  readonly track?: TrackEvent | undefined
  readonly showSnackbar: (snackbar: SwapSnackbar) => void
  /** Wait `SWAP_QUOTE_DELAY_MS` before a quote. */
  readonly timers: Timers
  /** Reads the balances again once a swap was accepted (see `swapTokens`). */
  readonly onSwapped?: SwapTokensParameters['onSwapped']
}

/**
 * The swap view's actions, each for the active namespace's connected account at the time of the
 * call, through that namespace's adapter and the Blockchain API: set-up, edits, the flip, the
 * quote and the swap. None rejects; without a connected account set-up fails as 'Network not
 * supported for Swaps' and nothing is quoted or sent. `refreshQuote` waits `SWAP_QUOTE_DELAY_MS`: a
 * call made meanwhile takes its place and the earlier one resolves `stale` without a request.
 */
export function createSwapActions(stores: SwapActionsStores, parameters: CreateSwapActionsParameters) {
  const { client, showSnackbar } = parameters
  const delayed = createDelayedRun(parameters.timers, SWAP_QUOTE_DELAY_MS)
  const current = () => {
    const namespace = stores.network.getState().activeNamespace
    if (namespace === undefined) return undefined
    const chain = stores.account.getState().chains[namespace]
    const adapter = parameters.registry.adapters.get(namespace)
    if (chain.caipAddress === undefined || adapter === undefined) return undefined
    return { chain, caipAddress: chain.caipAddress, adapter }
  }
  return {
    initialize: async (): Promise<InitializeSwapReturnType> => {
      const account = current()
      if (account === undefined) {
        showSnackbar({ variant: 'error', message: SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED })
        goBackAfterSwapFailure(stores, { step: 'initialise' })
        return { status: 'failed', message: SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED }
      }
      const { caipNetworkId } = parseCaipAddress(account.caipAddress)
      return initializeSwap(stores, {
        client,
        caipAddress: account.caipAddress,
        tokenBalances: account.chain.tokenBalance.filter((balance) => balance.chainId === caipNetworkId),
        isSmartAccount: account.chain.preferredAccountType === 'smartAccount',
        showSnackbar,
      })
    },
    update: (form: UpdateSwapFormParameters): void => updateSwapForm(stores, form),
    flip: (): void => flipSwapTokens(stores),
    reset: (): void => resetSwap(stores),
    refreshQuote: (): Promise<RefreshSwapQuoteReturnType> =>
      delayed(
        () => {
          const account = current()
          if (account === undefined) return { status: 'incomplete' }
          return refreshSwapQuote(stores, {
            client,
            caipAddress: account.caipAddress,
            adapter: account.adapter,
            showSnackbar,
          })
        },
        { status: 'stale' },
      ),
    swap: async (): Promise<SwapTokensReturnType> => {
      const account = current()
      if (account === undefined)
        return { status: 'stopped', message: SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED }
      return swapTokens(stores, {
        client,
        caipAddress: account.caipAddress,
        adapter: account.adapter,
        track: parameters.track,
        showSnackbar,
        onSwapped: parameters.onSwapped,
      })
    },
  }
}

/** The actions `createSwapActions` returns. */
export type SwapActions = ReturnType<typeof createSwapActions>
