'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { getConnectWalletRows, pushView, updateConnection, type WalletRow } from '@atrium/core'
import { WalletListItem } from '@atrium/ui'
import { useEffect, useMemo, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useWalletRowsInput } from '../hooks/useWalletRowsInput.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { usePrefetchedPairingUri } from './usePrefetchedPairingUri.js'
import { WalletConnectPairing } from './WalletConnectPairing.js'
import { WalletRowItem } from './WalletRowItem.js'

/**
 * ConnectingWalletConnectBasic (ROUTER-010): the modal of a basic pairing (`wcBasic`: WalletConnect
 * serves every namespace, no chain adapter), opened instead of Connect. On a computer it shows the
 * pairing's QR code at once, with the wallets of the Connect view's list below (recent, featured,
 * custom, recommended: a pick joins the same pairing); on a phone or in Telegram those wallets to
 * open by deep link (the URI prefetched, CONN-010) and the plain WalletConnect entry for the QR code.
 */
export function ConnectingWalletConnectBasicView() {
  const appKit = useAppKitContext()
  const { router, connection } = appKit.stores
  const [deepLinks] = useState(() => isDeepLinkPlatform(appKit))
  const input = useWalletRowsInput()
  const wallets = useMemo(
    () => getConnectWalletRows(input).filter((row): row is WalletRow => row.kind === 'wallet'),
    [input],
  )
  const prefetchedUri = usePrefetchedPairingUri(wallets)
  useEffect(() => {
    void appKit.walletList?.prefetch()
  }, [appKit])
  // No wallet is picked here: a pairing finished from this view is a QR code scan (CONN-017).
  useEffect(
    () => updateConnection({ connection }, { recentWallet: undefined, wcLinking: undefined }),
    [connection],
  )
  const list =
    wallets.length === 0 && !deepLinks ? null : (
      <ul aria-label={REACT_MESSAGES.WALLET_LIST_LABEL} style={LIST_STYLE} data-wc-uri={prefetchedUri}>
        {wallets.map((row) => (
          <WalletRowItem key={row.key} row={row} />
        ))}
        {deepLinks && (
          <li>
            <WalletListItem
              name={REACT_MESSAGES.WALLETCONNECT}
              onClick={() => pushView({ router }, { view: 'ConnectingWalletConnect' })}
            />
          </li>
        )}
      </ul>
    )
  if (deepLinks) return list
  return (
    <>
      <WalletConnectPairing wallet={undefined} />
      {list}
    </>
  )
}

const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0 } as const
