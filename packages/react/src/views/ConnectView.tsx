'use client'

import { type ConnectMethod, REACT_MESSAGES } from '@atrium/common'
import {
  getConnectMethodsOrder,
  hasInstalledWallet,
  INSTALLED_WALLET_CONNECT_METHODS_ORDER,
  pushView,
  updateConnection,
} from '@atrium/core'
import { Text, WalletListItem } from '@atrium/ui'
import { useId, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getWalletEntries, type WalletEntryTag } from './getWalletEntries.js'
import { useConnectorVisibility } from './useConnectorVisibility.js'
import { useWalletConnectWallets } from './useWalletConnectWallets.js'
import { WalletConnectWalletRow } from './WalletConnectWalletRow.js'

function getTagText(tag: WalletEntryTag): string | undefined {
  if (tag === 'recent') return REACT_MESSAGES.WALLET_TAG_RECENT
  if (tag === 'installed') return REACT_MESSAGES.WALLET_TAG_INSTALLED
  return undefined
}

/** The wallet rows: installed and announced first, recent ones tagged. */
function WalletSection() {
  const appKit = useAppKitContext()
  const { router, connectors: connectorsStore } = appKit.stores
  const connectors = useStore(connectorsStore, (state) => state.connectors)
  const visibility = useConnectorVisibility(connectors)
  // Read once per visit of the view: storage is not a store, and the list changes only by connecting.
  const [recentWallets] = useState(() => appKit.getRecentWallets())
  const listId = useId()
  const entries = getWalletEntries({ connectors, recentWallets, visibility })
  const { entries: walletConnectWallets, prefetchedUri } = useWalletConnectWallets()
  // WalletConnect serves every namespace, after the installed wallets and those that pair through it.
  const walletConnect =
    appKit.connectWalletConnect === undefined ? null : (
      <li key="walletConnect">
        <WalletListItem
          name={REACT_MESSAGES.WALLETCONNECT}
          onClick={() => {
            updateConnection(appKit.stores, { recentWallet: undefined, wcLinking: undefined })
            pushView({ router }, { view: 'ConnectingWalletConnect' })
          }}
        />
      </li>
    )
  if (entries.length === 0 && walletConnect === null)
    return <Text tone="secondary">{REACT_MESSAGES.NO_WALLETS_FOUND}</Text>
  return (
    <ul
      aria-label={REACT_MESSAGES.WALLET_LIST_LABEL}
      id={listId}
      style={LIST_STYLE}
      data-wc-uri={prefetchedUri}
    >
      {entries.map(({ connector, tag }) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <WalletListItem
            name={connector.name}
            imageUrl={connector.imageUrl}
            tag={getTagText(tag)}
            onClick={() => pushView({ router }, { view: 'ConnectingExternal', data: { connector } })}
          />
        </li>
      ))}
      {walletConnectWallets.map((entry) => (
        <WalletConnectWalletRow key={`walletConnect:${entry.wallet.id}`} entry={entry} />
      ))}
      {walletConnect}
    </ul>
  )
}

const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0 } as const

/**
 * The Connect view: its sections in the connect-method order (OPT-003/004: the configured order,
 * else wallets first when one is installed). Only the wallet section exists so far; email and
 * social sign-in come with the embedded wallet, and 'All wallets' with WalletConnect.
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
      return <WalletSection key={method} />
    default:
      return null
  }
}
