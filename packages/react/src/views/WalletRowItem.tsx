'use client'

import type { WalletRow } from '@atrium/core'
import { WalletListItem } from '@atrium/ui'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getWalletConnectReachHandlers } from './getWalletConnectReachHandlers.js'
import { getWalletRowTag } from './getWalletRowTag.js'
import { selectWalletRow } from './selectWalletRow.js'
import { getBuiltInWalletIcon } from './walletIcons.js'

/**
 * One wallet of a list: its announced, own or directory image, else the icon Atrium ships for a
 * built-in connector (the letter fallback only when none loads), its name, a 'Recent' or
 * 'Installed' tag; a tap selects it (`selectWalletRow`). A wallet the page has no connector for pairs
 * through WalletConnect: reaching for it prepares the pairing.
 */
export function WalletRowItem(props: { readonly row: WalletRow }) {
  const appKit = useAppKitContext()
  const { row } = props
  return (
    <li {...(row.connector === undefined ? getWalletConnectReachHandlers(appKit) : undefined)}>
      <WalletListItem
        name={row.name}
        imageUrl={row.imageUrl ?? getBuiltInWalletIcon(row.connector)}
        tag={getWalletRowTag(row)}
        onClick={() => selectWalletRow(appKit, row)}
      />
    </li>
  )
}
