'use client'

import type { ConnectMethod } from '@atrium/common'
import {
  getConnectMethodsOrder,
  hasInstalledWallet,
  INSTALLED_WALLET_CONNECT_METHODS_ORDER,
} from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { useConnectorVisibility } from './useConnectorVisibility.js'

/**
 * The Connect view: its sections in the connect-method order (OPT-003/004: the configured order,
 * else wallets first when one is installed). Only the wallet section (`ConnectWalletList`) exists
 * so far; email and social sign-in come with the embedded wallet.
 */
export function ConnectView() {
  const { stores } = useAppKitContext()
  const configured = useStore(stores.options, (state) => state.features.connectMethodsOrder)
  const connectors = useStore(stores.connectors, (state) => state.connectors)
  const visibility = useConnectorVisibility(connectors)
  const order = getConnectMethodsOrder({
    configured,
    hasInstalledWallet: hasInstalledWallet(connectors, visibility),
    installedWalletOrder: INSTALLED_WALLET_CONNECT_METHODS_ORDER,
  })
  return <>{order.map((method) => renderSection(method))}</>
}

function renderSection(method: ConnectMethod) {
  switch (method) {
    case 'wallet':
      return <ConnectWalletList key={method} />
    default:
      return null
  }
}
