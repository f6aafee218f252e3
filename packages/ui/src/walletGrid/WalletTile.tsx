'use client'

import { memo, type ReactElement } from 'react'
import { WalletImage } from '../primitives/WalletImage.js'

/** One wallet of a `WalletGrid`. */
export type WalletGridItem = {
  /** Unique in the grid and stable across renders; also seeds the monogram's colour. */
  readonly key: string
  readonly name: string
  readonly imageUrl?: string | undefined
  /** A short label such as 'Installed' or 'Recent', part of the tile's accessible name. */
  readonly tag?: string | undefined
}

export type WalletTileProps<item extends WalletGridItem> = {
  item: item
  index: number
  /** The grid's one tab stop (roving tabindex): 0 for the active tile, -1 for the others. */
  tabIndex: 0 | -1
  imageTimeoutMs: number
  onSelect: (item: item) => void
  onFocus: (index: number) => void
}

/**
 * A wallet tile: its image (or monogram), its name on one line ending in an ellipsis when too
 * long (the full name is the tile's accessible name and tooltip), and its tag. Memoized: the grid
 * passes the same item and callbacks on every render, so a page loaded or a scroll renders only
 * the tiles that appear.
 */
export const WalletTile = memo(function WalletTile<item extends WalletGridItem>({
  item,
  index,
  tabIndex,
  imageTimeoutMs,
  onSelect,
  onFocus,
}: WalletTileProps<item>) {
  const hasTag = item.tag !== undefined && item.tag !== ''
  return (
    <button
      type="button"
      className="atr-wallet-tile"
      tabIndex={tabIndex}
      data-index={index}
      title={item.name}
      onClick={() => onSelect(item)}
      onFocus={() => onFocus(index)}
    >
      <WalletImage
        name={item.name}
        seed={item.key}
        imageUrl={item.imageUrl}
        timeoutMs={imageTimeoutMs}
        decorative
      />
      <span className="atr-wallet-tile-name">{item.name}</span>
      {hasTag && <span className="atr-tag atr-wallet-tile-tag">{item.tag}</span>}
    </button>
  )
}) as <item extends WalletGridItem>(props: WalletTileProps<item>) => ReactElement
