'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { WalletListItem } from '@atrium/ui'
import { useAppKitContext } from '../context/useAppKitContext.js'
import type { WalletConnectWalletEntry } from './getWalletConnectWalletEntries.js'
import { selectWalletConnectWallet } from './selectWalletConnectWallet.js'

/** A wallet list's item for a wallet that connects through WalletConnect (see `selectWalletConnectWallet`). */
export function WalletConnectWalletRow(props: { readonly entry: WalletConnectWalletEntry }) {
  const appKit = useAppKitContext()
  const { wallet, tag } = props.entry
  return (
    <li>
      <WalletListItem
        name={wallet.name}
        imageUrl={wallet.image_url ?? undefined}
        tag={tag === 'recent' ? REACT_MESSAGES.WALLET_TAG_RECENT : undefined}
        onClick={() => selectWalletConnectWallet(appKit, wallet)}
      />
    </li>
  )
}
