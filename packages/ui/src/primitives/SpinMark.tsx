'use client'

/**
 * A small spinning arc for busy buttons and rows. Decorative: the control around it carries
 * `aria-busy`. Spins with the `atr-spin` CSS animation, so reduced motion stops it.
 */
export function SpinMark({ size = 16 }: { size?: number }) {
  return (
    <svg
      className="atr-icon atr-spin"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  )
}
