'use client'

import { forwardRef } from 'react'
import { Icon } from './Icon.js'
import { ListItem } from './ListItem.js'
import { NetworkImage } from './NetworkImage.js'
import { SpinMark } from './SpinMark.js'

export type WalletListItemProps = {
  /** The wallet's name, the row's accessible name. */
  name: string
  imageUrl?: string | undefined
  /** A short label such as 'Recent' or 'Installed'. */
  tag?: string | undefined
  onClick?: (() => void) | undefined
  /** Shows a spinner while this wallet connects; clicks are ignored meanwhile. */
  loading?: boolean | undefined
  disabled?: boolean | undefined
}

/** A button row for one wallet: its image (or first letter), its name with an optional tag under it. */
export const WalletListItem = forwardRef<HTMLButtonElement, WalletListItemProps>(function WalletListItem(
  { name, imageUrl, tag, onClick, loading = false, disabled },
  ref,
) {
  return (
    <ListItem
      ref={ref}
      title={name}
      leading={<NetworkImage name={name} imageUrl={imageUrl} size={40} shape="rounded" decorative />}
      // The tag sits under the name, so a long name is never cut short to make room for it.
      description={tag === undefined || tag === '' ? undefined : <span className="atr-tag">{tag}</span>}
      trailing={loading ? <SpinMark size={20} /> : <Icon name="chevron" />}
      onClick={onClick ?? noop}
      busy={loading}
      disabled={disabled}
    />
  )
})

function noop() {}
