'use client'

import { Skeleton } from './Skeleton.js'

export type TokenListSkeletonProps = {
  /** How many placeholder rows. Defaults to 3. */
  rows?: number
  /** Read by assistive technology while the rows show (the shapes themselves are hidden). */
  label: string
}

/** Placeholder rows in the shape of `TokenListItem` rows, while the tokens load. */
export function TokenListSkeleton({ rows = 3, label }: TokenListSkeletonProps) {
  return (
    <div className="atr-token-list" role="status">
      <span className="atr-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <div key={row} className="atr-list-item" aria-hidden="true">
          <Skeleton width={40} height={40} circle />
          <span className="atr-list-item-content atr-token-skeleton-text">
            <Skeleton width="45%" height={14} />
            <Skeleton width="30%" height={12} />
          </span>
          <Skeleton width={56} height={14} />
        </div>
      ))}
    </div>
  )
}
