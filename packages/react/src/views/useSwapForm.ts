'use client'

import { getActiveCaipNetwork, resetSwap } from '@atrium/core'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/**
 * Sets the swap form up on the view's first visit (the account's Tokens read first, so the pickers
 * show its balances), then asks for a quote after each edit of the pair, the amount or the slippage
 * (core's `refreshQuote` waits for a pause in the typing and drops the answers of older forms). A
 * form set up before (the user left without swapping) is kept as it was, unless it was set up on
 * another network: its tokens are not this network's, so it starts over.
 */
/** What the Swap form draws besides the swap store. */
export type SwapFormChecks = {
  /** Why the quote of the form as it stands failed (shown already as a snackbar); `undefined` otherwise. */
  readonly quoteError: string | undefined
  /** Asks for the quote of the form again (after `quoteError`). */
  readonly retryQuote: () => void
}

export function useSwapForm(): SwapFormChecks {
  const appKit = useAppKitContext()
  const { swap } = appKit.stores
  const status = useStore(swap, (state) => state.status)
  const editCount = useStore(swap, (state) => state.editCount)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is set up once per visit
  useEffect(() => {
    const actions = appKit.swap
    const caipNetworkId = getActiveCaipNetwork(appKit.stores.network.getState())?.caipNetworkId
    const { status, networkAddress } = swap.getState()
    if (status === 'initialised' && networkAddress?.startsWith(`${caipNetworkId}:`) !== true)
      resetSwap({ swap })
    if (actions === undefined || swap.getState().status !== 'uninitialised') return
    void (async () => {
      await appKit.fetchTokenBalances?.()
      await actions.initialize()
    })()
  }, [])

  const [failed, setFailed] = useState<{ readonly editCount: number; readonly message: string }>()
  const refresh = () => {
    const asked = swap.getState().editCount
    void appKit.swap?.refreshQuote().then((result) => {
      setFailed(result.status === 'failed' ? { editCount: asked, message: result.message } : undefined)
    })
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: each edit of the form is a new quote to ask
  useEffect(() => {
    if (status === 'initialised') refresh()
  }, [status, editCount])
  return {
    quoteError: failed !== undefined && failed.editCount === editCount ? failed.message : undefined,
    retryQuote: refresh,
  }
}
