'use client'

export type SpinnerProps = {
  /** What is loading, read by assistive technology. */
  label: string
  size?: number
}

/** An indeterminate progress indicator announced as a status. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" style={{ display: 'inline-flex' }}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="var(--atrium-accent, currentColor)"
          strokeWidth="3"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 12 12"
            to="360 12 12"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
    </span>
  )
}
