'use client'

export type SkeletonProps = {
  /** Width in px, or any CSS length. Defaults to the full width. */
  width?: number | string | undefined
  /** Height in px, or any CSS length. Defaults to 16 px. */
  height?: number | string | undefined
  /** Draws a circle (for images) instead of a rounded rectangle. */
  circle?: boolean | undefined
}

/** A placeholder shape shown while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, circle = false }: SkeletonProps) {
  return (
    <span
      className="atr-skeleton"
      aria-hidden="true"
      style={{ width, height, ...(circle ? { borderRadius: '50%' } : {}) }}
    />
  )
}
