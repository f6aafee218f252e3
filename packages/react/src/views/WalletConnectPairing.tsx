'use client'

import { formatMessage, REACT_MESSAGES } from '@atrium/common'
import type { Wallet } from '@atrium/core'
import { Button, NetworkImage, preloadQrCode, QrCode, Spinner, Text, WaitingImage } from '@atrium/ui'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useGetWalletImageUrl } from '../hooks/useGetWalletImageUrl.js'
import { getWalletConnectLinks, hasMobileLink } from './getWalletConnectLinks.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { openWalletConnectDeepLink } from './openWalletConnectDeepLink.js'
import { useShowSnackbar } from './useShowSnackbar.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'
import { getWalletConnectIcon } from './walletIcons.js'

/**
 * The pairing of a WalletConnect view, for `wallet` when the user picked one. On a phone or in
 * Telegram a wallet with a deep link gets 'Continue in <wallet>' and an 'Open <wallet>' button
 * (the tap on its row may already have opened it); once the link fired, a visible fallback: open
 * it again, show the QR code, copy the link. Elsewhere the QR code of the URI (also on its wrapper
 * as `data-wc-uri`, for tests and tools that hand it to a wallet), the copy button, and the
 * wallet's desktop and web apps where it has them. A refusal shows 'Connection declined' with a
 * retry; a new URI replaces one 10 s before it expires.
 */
export function WalletConnectPairing(props: { readonly wallet: Wallet | undefined }) {
  const { wallet } = props
  const appKit = useAppKitContext()
  const show = useShowSnackbar()
  const { attempt, uri, retry } = useWalletConnectPairing(appKit)
  const linked = useStore(appKit.stores.connection, (state) => state.wcLinking !== undefined)
  const [deepLinks] = useState(() => isDeepLinkPlatform(appKit) && hasMobileLink(wallet))
  const [showQr, setShowQr] = useState(false)
  const getWalletImageUrl = useGetWalletImageUrl()
  const walletImageUrl = wallet === undefined ? undefined : getWalletImageUrl(wallet)
  // The QR encoder downloads while the URI is being created, not after it arrives.
  useEffect(preloadQrCode, [])
  const image =
    wallet === undefined ? null : (
      <NetworkImage name={wallet.name} imageUrl={walletImageUrl} size={80} shape="rounded" decorative />
    )

  if (attempt.phase !== 'waiting') {
    const [title, description] =
      attempt.phase === 'declined'
        ? [REACT_MESSAGES.CONNECTION_DECLINED, REACT_MESSAGES.CONNECTION_DECLINED_DESCRIPTION]
        : [REACT_MESSAGES.CONNECTION_FAILED, attempt.message]
    return (
      <div style={COLUMN_STYLE}>
        {image}
        <div role="alert" style={COLUMN_STYLE}>
          <Text as="h3" variant="title" align="center" tone="error">
            {title}
          </Text>
          <Text align="center" tone="secondary">
            {description}
          </Text>
        </div>
        <Button variant="main" onClick={retry}>
          {REACT_MESSAGES.TRY_AGAIN}
        </Button>
      </div>
    )
  }

  if (uri === undefined) {
    return (
      <div style={COLUMN_STYLE}>
        {image}
        <Spinner label={REACT_MESSAGES.CREATING_PAIRING_URI} />
      </div>
    )
  }

  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard
    if (clipboard === undefined) return show('error', REACT_MESSAGES.LINK_COPY_FAILED)
    clipboard.writeText(uri).then(
      () => show('success', REACT_MESSAGES.LINK_COPIED),
      () => show('error', REACT_MESSAGES.LINK_COPY_FAILED),
    )
  }
  const copyButton = (
    <Button variant="secondary" onClick={copy}>
      {REACT_MESSAGES.COPY_LINK}
    </Button>
  )

  if (wallet !== undefined && deepLinks && !showQr) {
    return (
      <div style={COLUMN_STYLE}>
        {image}
        <Text as="h3" variant="title" align="center">
          {formatMessage(REACT_MESSAGES.CONTINUE_IN_WALLET, { wallet: wallet.name })}
        </Text>
        <Text align="center" tone="secondary">
          {linked
            ? formatMessage(REACT_MESSAGES.WALLET_DID_NOT_OPEN, { wallet: wallet.name })
            : REACT_MESSAGES.ACCEPT_CONNECTION_REQUEST}
        </Text>
        <Button variant="main" onClick={() => openWalletConnectDeepLink(appKit, wallet)}>
          {formatMessage(REACT_MESSAGES.OPEN_WALLET, { wallet: wallet.name })}
        </Button>
        <Button variant="secondary" onClick={() => setShowQr(true)}>
          {REACT_MESSAGES.SHOW_QR_CODE}
        </Button>
        {copyButton}
      </div>
    )
  }

  const links = getWalletConnectLinks(wallet, uri)
  return (
    <div style={COLUMN_STYLE}>
      {wallet === undefined ? null : (
        <WaitingImage
          name={wallet.name}
          imageUrl={walletImageUrl}
          size={48}
          waiting
          label={formatMessage(REACT_MESSAGES.WAITING_FOR_WALLET, { wallet: wallet.name })}
        />
      )}
      <div data-testid="wc-qr" data-wc-uri={uri}>
        <QrCode
          value={uri}
          label={REACT_MESSAGES.SCAN_QR_CODE}
          size={240}
          imageUrl={walletImageUrl ?? getWalletConnectIcon()}
        />
      </div>
      <Text align="center" tone="secondary">
        {REACT_MESSAGES.SCAN_QR_CODE}
      </Text>
      {wallet !== undefined && links.desktop !== undefined && (
        <Button variant="main" onClick={() => openWalletConnectDeepLink(appKit, wallet, 'desktop')}>
          {REACT_MESSAGES.OPEN_DESKTOP_APP}
        </Button>
      )}
      {wallet !== undefined && links.web !== undefined && (
        <Button
          variant={links.desktop === undefined ? 'main' : 'secondary'}
          onClick={() => openWalletConnectDeepLink(appKit, wallet, 'web')}
        >
          {REACT_MESSAGES.OPEN_WEB_APP}
        </Button>
      )}
      {copyButton}
    </div>
  )
}

const COLUMN_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '8px 0',
} as const
