'use client'

import { forwardRef, type ReactNode } from 'react'
import { joinClassNames } from './joinClassNames.js'
import { SpinMark } from './SpinMark.js'

export type ButtonProps = {
  variant?: 'main' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  /**
   * Shows a spinner and ignores clicks. The button stays focusable (`aria-disabled`, `aria-busy`) so
   * keyboard focus is not lost while the action runs.
   */
  loading?: boolean
  disabled?: boolean | undefined
  onClick?: (() => void) | undefined
  /** Before the label: an icon, a network image or an avatar, at most 24 px high. */
  leading?: ReactNode
  /**
   * Secondary text before `leading` and the label (a balance): shown whole while the button has room
   * for it, dropped when it has not, before the label is shortened.
   */
  detail?: ReactNode
  /** The label: one line, ending in an ellipsis when the button is narrower than it. */
  children: ReactNode
  type?: 'button' | 'submit' | 'reset'
  'aria-label'?: string
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean
}

/** A one-line text button: main (accent), secondary, ghost or danger; at least 40 px high. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'main',
    size = 'md',
    loading = false,
    disabled,
    onClick,
    leading,
    detail,
    children,
    type = 'button',
    'aria-label': ariaLabel,
    fullWidth = false,
  },
  ref,
) {
  const main = (
    <span className="atr-button-main">
      {leading}
      <span className="atr-button-label">{children}</span>
    </span>
  )
  return (
    <button
      ref={ref}
      type={type}
      className={joinClassNames(
        'atr-button',
        `atr-button--${variant}`,
        `atr-button--${size}`,
        fullWidth && 'atr-button--full',
      )}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={(event) => {
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.()
      }}
    >
      {loading && <SpinMark />}
      <span className="atr-button-fit">
        {detail === undefined ? (
          main
        ) : (
          <span className="atr-button-content">
            <span>{detail}</span>
            {main}
          </span>
        )}
      </span>
    </button>
  )
})
