'use client'

import type { CSSProperties } from 'react'
import { WalletTileSkeleton } from './WalletTileSkeleton.js'

export type WalletGridSkeletonProps = {
  /** Announced while it shows (e.g. 'Loading wallets'). */
  label: string
  /** Tiles per row. Defaults to 4, as `WalletGrid`. */
  columns?: number | undefined
}

/** Rows a full grid shows: the placeholder fills the grid's whole height. */
const SKELETON_ROWS = 4

/** A `WalletGrid`'s loading state: placeholder tiles in the grid's layout and height. */
export function WalletGridSkeleton({ label, columns = 4 }: WalletGridSkeletonProps) {
  const tiles = Array.from({ length: columns }, (_, column) => column)
  return (
    <div className="atr-wallet-grid atr-wallet-grid-skeleton" role="status">
      <span className="atr-visually-hidden">{label}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
          key={row}
          className="atr-wallet-grid-row"
          style={{ '--atr-wallet-grid-columns': columns } as CSSProperties}
          aria-hidden="true"
        >
          {tiles.map((column) => (
            <WalletTileSkeleton key={column} />
          ))}
        </div>
      ))}
    </div>
  )
}
