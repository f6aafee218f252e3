'use client'

import { getActiveCaipNetwork, resetSwap } from '@atrium/core'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/**
 * Sets the swap form up on the view's first visit (the account's Tokens read first, so the pickers
 * show its balances), then asks for a quote after each edit of the pair, the amount or the slippage
 * (core's `refreshQuote` waits for a pause in the typing and drops the answers of older forms). A
 * form set up before (the user left without swapping) is kept as it was, unless it was set up on
 * another network: its tokens are not this network's, so it starts over.
 */
export function useSwapForm(): void {
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: each edit of the form is a new quote to ask
  useEffect(() => {
    if (status === 'initialised') void appKit.swap?.refreshQuote()
  }, [status, editCount])
}
