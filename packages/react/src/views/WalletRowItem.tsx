'use client'

import { REACT_MESSAGES } from '@atrium/common'
import type { WalletRow } from '@atrium/core'
import { WalletListItem } from '@atrium/ui'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { selectWalletRow } from './selectWalletRow.js'
import { getBuiltInWalletIcon } from './walletIcons.js'

function getTagText(row: WalletRow): string | undefined {
  if (row.recent) return REACT_MESSAGES.WALLET_TAG_RECENT
  if (row.installed) return REACT_MESSAGES.WALLET_TAG_INSTALLED
  return undefined
}

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
        tag={getTagText(row)}
        onClick={() => selectWalletRow(appKit, row)}
      />
    </li>
  )
}
