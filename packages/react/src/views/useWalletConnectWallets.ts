'use client'

import { useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { hasMobileLink } from './getWalletConnectLinks.js'
import {
  getWalletConnectWalletEntries,
  type WalletConnectWalletEntry,
} from './getWalletConnectWalletEntries.js'
import { isDeepLinkPlatform } from './selectWalletConnectWallet.js'
import { useWalletConnectPrefetch } from './useWalletConnectPrefetch.js'

/** What `useWalletConnectWallets` gives a wallet list. */
export type UseWalletConnectWalletsReturnType = {
  readonly entries: readonly WalletConnectWalletEntry[]
  /**
   * The prefetched pairing URI while the list keeps one ready (else `undefined`), for the list's
   * `data-wc-uri`: tests and tools see when a tap will open the wallet at once.
   */
  readonly prefetchedUri: string | undefined
}

/**
 * The wallets a list offers through WalletConnect (recent ones with a wallet link, then the app's
 * `customWallets`; none when the instance has no WalletConnect). On a phone or in Telegram a
 * pairing URI is prefetched while one of them has a deep link, so its tap opens the wallet at once.
 */
export function useWalletConnectWallets(): UseWalletConnectWalletsReturnType {
  const appKit = useAppKitContext()
  const customWallets = useStore(appKit.stores.options, (state) => state.customWallets)
  const connectors = useStore(appKit.stores.connectors, (state) => state.connectors)
  // Read once per visit of the view: storage is not a store, and the list changes only by connecting.
  const [recentWallets] = useState(() => appKit.getRecentWallets())
  const [deepLinks] = useState(() => isDeepLinkPlatform(appKit))
  const entries =
    appKit.connectWalletConnect === undefined
      ? []
      : getWalletConnectWalletEntries({ customWallets, recentWallets, connectors })
  const prefetching = deepLinks && entries.some(({ wallet }) => hasMobileLink(wallet))
  useWalletConnectPrefetch(appKit, prefetching)
  const uri = useStore(appKit.stores.connection, (state) => state.wcUri)
  return { entries, prefetchedUri: prefetching ? uri : undefined }
}
