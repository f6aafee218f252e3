'use client'

import { getWalletListView, type WalletListView, type WalletRow } from '@atrium/core'
import { useEffect, useMemo } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { connectWalletRow } from './connectWalletRow.js'
import { useWalletRowsInput } from './useWalletRowsInput.js'

/** Parameters of `useAppKitWallets`. */
export type UseAppKitWalletsParameters = {
  /**
   * Load the directory's first page and featured wallets on mount (default `true`). `false` for a
   * component that only reads, so the page makes no directory request until the picker shows.
   */
  readonly enabled?: boolean | undefined
}

/** What `useAppKitWallets` returns: the list (see core's `WalletListView`) and its actions. */
export type UseAppKitWalletsReturnType = WalletListView & {
  /** Connects a wallet of the list (its connector, else the modal's WalletConnect view). */
  readonly connect: (wallet: WalletRow) => Promise<void>
  /** Searches the directory (300 ms minimum wait, up to 100 results); blank text clears the search. */
  readonly search: (text: string) => Promise<void>
  /** Loads the next page of 40 wallets. */
  readonly loadMore: () => Promise<void>
  /** Asks the directory again for whatever failed. */
  readonly retry: () => Promise<void>
}

const done = () => Promise.resolve()

/**
 * The modal's wallet list for a dApp's own picker: the same ordered rows, one per wallet however
 * many ways it is known (installed, announced, the directory, recent, custom), searchable and
 * paged, with `connect`. Never gated by a remote flag; without a project id it lists the wallets
 * the page and the options know.
 *
 * @example
 * const { topWallets, wallets, hasMore, loadMore, search, connect } = useAppKitWallets()
 * return wallets.map((wallet) => <button key={wallet.key} onClick={() => connect(wallet)}>{wallet.name}</button>)
 */
export function useAppKitWallets(parameters: UseAppKitWalletsParameters = {}): UseAppKitWalletsReturnType {
  const appKit = useAppKitContext()
  const enabled = parameters.enabled ?? true
  const input = useWalletRowsInput()
  const view = useMemo(() => getWalletListView(input), [input])
  useEffect(() => {
    if (enabled) void appKit.walletList?.prefetch()
  }, [enabled, appKit])
  const actions = useMemo(() => {
    const { walletList } = appKit
    return {
      connect: (wallet: WalletRow) => connectWalletRow(appKit, wallet),
      search: (text: string) => walletList?.search(text) ?? done(),
      loadMore: () => walletList?.loadMore() ?? done(),
      retry: () => walletList?.retry() ?? done(),
    }
  }, [appKit])
  return useMemo(() => ({ ...view, ...actions }), [view, actions])
}
