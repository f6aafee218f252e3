'use client'

import { afterNextPaint, formatNumber, REACT_MESSAGES, RECOMMENDED_WALLETS_COUNT } from '@atrium/common'
import {
  type ConnectRow,
  getConnectWalletRows,
  getWalletPages,
  pushView,
  type WalletListState,
} from '@atrium/core'
import { Button, Skeleton, Text, WalletListItem } from '@atrium/ui'
import { useEffect, useMemo } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useWalletRowsInput } from '../hooks/useWalletRowsInput.js'
import { usePrepareView } from '../modal/PrepareView.js'
import { getWalletConnectReachHandlers } from './getWalletConnectReachHandlers.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { showPairingQrCode } from './showPairingQrCode.js'
import { usePrefetchedPairingUri } from './usePrefetchedPairingUri.js'
import { WalletRowItem } from './WalletRowItem.js'
import { getAllWalletsIcon, getWalletConnectIcon } from './walletIcons.js'

/** Where the directory's part of the Connect view stands: its rows, placeholders, or a retry. */
function getDirectoryState(walletList: WalletListState): 'loading' | 'error' | 'ready' {
  const pages = getWalletPages(walletList)
  const { featured } = walletList
  if (pages.status === 'error' || featured.status === 'error') return 'error'
  if (pages.status === 'ready' && featured.status !== 'loading') return 'ready'
  return 'loading'
}

/**
 * The generic WalletConnect entry. On a computer it shows the QR code to scan with a phone; on the
 * phone itself a QR code is useless, so with a directory it lists the wallets to open by deep link
 * (All Wallets, whose QR button stays for a second device). Reaching for it prepares the pairing.
 */
function WalletConnectItem(props: { readonly hasDirectory: boolean }) {
  const appKit = useAppKitContext()
  return (
    <li {...getWalletConnectReachHandlers(appKit)}>
      <WalletListItem
        name={REACT_MESSAGES.WALLETCONNECT}
        imageUrl={getWalletConnectIcon()}
        onClick={() =>
          props.hasDirectory && isDeepLinkPlatform(appKit)
            ? pushView(appKit.stores, { view: 'AllWallets' })
            : showPairingQrCode(appKit)
        }
      />
    </li>
  )
}

/**
 * The All Wallets entry. Once it is on screen the view renders hidden (its first rows and their
 * images, as AppKit prefetches them), so the click only shows it.
 */
function AllWalletsItem(props: { readonly count: number }) {
  const { stores } = useAppKitContext()
  const prepareView = usePrepareView()
  // After the frame that shows the entry: the hidden render is idle work, never the list's own.
  useEffect(() => afterNextPaint(() => prepareView('AllWallets')), [prepareView])
  return (
    <li>
      <WalletListItem
        name={REACT_MESSAGES.ALL_WALLETS}
        imageUrl={getAllWalletsIcon()}
        tag={formatNumber(props.count, { fractionDigits: 0 })}
        onClick={() => pushView(stores, { view: 'AllWallets' })}
      />
    </li>
  )
}

/** The rows standing in for the featured and recommended wallets while they load. */
function DirectoryPlaceholder() {
  return (
    <li aria-busy="true" aria-label={REACT_MESSAGES.LOADING_WALLETS} style={PLACEHOLDER_STYLE}>
      {Array.from({ length: RECOMMENDED_WALLETS_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
        <span key={index} style={PLACEHOLDER_ROW_STYLE}>
          <Skeleton width={40} height={40} />
          <Skeleton width="40%" height={16} />
        </span>
      ))}
    </li>
  )
}

function DirectoryError() {
  const { walletList } = useAppKitContext()
  return (
    <li role="alert" style={ERROR_STYLE}>
      <Text tone="secondary">{REACT_MESSAGES.WALLETS_UNAVAILABLE}</Text>
      <Button variant="secondary" size="sm" onClick={() => void walletList?.retry()}>
        {REACT_MESSAGES.TRY_AGAIN}
      </Button>
    </li>
  )
}

function isDirectoryRow(row: ConnectRow): boolean {
  return (
    row.kind === 'allWallets' ||
    (row.kind === 'wallet' && (row.source === 'featured' || row.source === 'recommended'))
  )
}

function renderRow(row: ConnectRow, hasDirectory: boolean) {
  if (row.kind === 'wallet') return <WalletRowItem key={row.key} row={row} />
  if (row.kind === 'walletConnect') return <WalletConnectItem key={row.key} hasDirectory={hasDirectory} />
  return <AllWalletsItem key={row.key} count={row.count} />
}

/**
 * The Connect view's wallet list (core's `getConnectWalletRows`: one row per wallet, installed
 * first, then recent, featured, custom, the SDK connectors, recommended, WalletConnect and All
 * Wallets with the count). It asks the directory for its part when it first shows (nothing before
 * the modal opens; a second open finds it loaded). While that loads, placeholder rows hold its
 * place; if it fails, a retry does, and the wallets the page knows stay usable either way.
 */
export function ConnectWalletList() {
  const appKit = useAppKitContext()
  const input = useWalletRowsInput()
  const allRows = useMemo(() => getConnectWalletRows(input), [input])
  const prefetchedUri = usePrefetchedPairingUri(allRows)
  // After the first frame: the directory's files and requests must not delay the list on screen.
  useEffect(() => afterNextPaint(() => void appKit.walletList?.prefetch()), [appKit])
  const showsDirectory = input.hasDirectory && !input.options.features.collapseWallets
  const directory = showsDirectory ? getDirectoryState(input.walletList) : 'ready'
  // The directory's rows appear together once its requests settled, so none jumps into place.
  const rows = directory === 'loading' ? allRows.filter((row) => !isDirectoryRow(row)) : allRows
  if (rows.length === 0 && directory === 'ready')
    return <Text tone="secondary">{REACT_MESSAGES.NO_WALLETS_FOUND}</Text>
  // The directory's rows come after the wallets of the page, before WalletConnect and All Wallets.
  const firstEntry = rows.findIndex((row) => row.kind !== 'wallet')
  const split = firstEntry === -1 ? rows.length : firstEntry
  return (
    <ul aria-label={REACT_MESSAGES.WALLET_LIST_LABEL} style={LIST_STYLE} data-wc-uri={prefetchedUri}>
      {rows.slice(0, split).map((row) => renderRow(row, input.hasDirectory))}
      {directory === 'loading' && <DirectoryPlaceholder />}
      {directory === 'error' && <DirectoryError />}
      {rows.slice(split).map((row) => renderRow(row, input.hasDirectory))}
    </ul>
  )
}

const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0 } as const
const PLACEHOLDER_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const
const PLACEHOLDER_ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px' } as const
const ERROR_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 12px',
} as const
