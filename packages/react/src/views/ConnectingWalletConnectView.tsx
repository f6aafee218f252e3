'use client'

import { selectViewData } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { WalletConnectPairing } from './WalletConnectPairing.js'

/**
 * ConnectingWalletConnect (ROUTER-013/034): the pairing for the wallet in the view data, or for
 * any wallet (the QR code) when opened from the WalletConnect row. See `WalletConnectPairing`.
 */
export function ConnectingWalletConnectView() {
  const appKit = useAppKitContext()
  const wallet = useStore(appKit.stores.router, selectViewData)?.wallet
  return <WalletConnectPairing wallet={wallet} />
}
