'use client'

import { getWalletRowsInput, type WalletRowsInput } from '@atrium/core'
import { useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { isMobileDevice } from '../platform/isMobileDevice.js'
import { useGetWalletImageUrl } from './useGetWalletImageUrl.js'

/**
 * What the wallet rows are built from (core's `getWalletRowsInput`), read from the instance's
 * stores: the Connect view, the All Wallets view and `useAppKitWallets` list the same wallets. The
 * recent wallets are read once per mount (storage is not a store; the list changes only by
 * connecting).
 */
export function useWalletRowsInput(): WalletRowsInput {
  const appKit = useAppKitContext()
  const { stores } = appKit
  const connectors = useStore(stores.connectors, (state) => state.connectors)
  const walletList = useStore(stores.walletList)
  const options = useStore(
    stores.options,
    useShallow((state) => ({
      featuredWalletIds: state.featuredWalletIds,
      excludeWalletIds: state.excludeWalletIds,
      customWallets: state.customWallets,
      collapseWallets: state.features.collapseWallets,
      allWallets: state.features.allWallets,
    })),
  )
  const getImageUrl = useGetWalletImageUrl()
  const [recentWallets] = useState(() => appKit.getRecentWallets())
  const [isMobile] = useState(isMobileDevice)
  const hasWalletConnect = appKit.connectWalletConnect !== undefined
  const hasDirectory = appKit.walletList !== undefined
  return useMemo(
    () =>
      getWalletRowsInput(
        {
          connectors: { connectors },
          walletList,
          options: {
            featuredWalletIds: options.featuredWalletIds,
            excludeWalletIds: options.excludeWalletIds,
            customWallets: options.customWallets,
            features: { collapseWallets: options.collapseWallets, allWallets: options.allWallets },
          },
        },
        { recentWallets, isMobile, hasWalletConnect, hasDirectory, getImageUrl },
      ),
    [connectors, walletList, options, recentWallets, isMobile, hasWalletConnect, hasDirectory, getImageUrl],
  )
}
