'use client'

import type { WalletRow } from '@atrium/core'
import { WalletListItem } from '@atrium/ui'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getWalletRowTag } from './getWalletRowTag.js'
import { selectWalletRow } from './selectWalletRow.js'
import { getBuiltInWalletIcon } from './walletIcons.js'

/**
 * One wallet of a list: its announced, own or directory image, else the icon Atrium ships for a
 * built-in connector (the letter fallback only when none loads), its name, a 'Recent' or
 * 'Installed' tag; a tap selects it (`selectWalletRow`).
 */
export function WalletRowItem(props: { readonly row: WalletRow }) {
  const appKit = useAppKitContext()
  const { row } = props
  return (
    <li>
      <WalletListItem
        name={row.name}
        imageUrl={row.imageUrl ?? getBuiltInWalletIcon(row.connector)}
        tag={getWalletRowTag(row)}
        onClick={() => selectWalletRow(appKit, row)}
      />
    </li>
  )
}
