'use client'

import type { ReactNode, Ref } from 'react'
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
  children: ReactNode
  type?: 'button' | 'submit' | 'reset'
  'aria-label'?: string
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean
  ref?: Ref<HTMLButtonElement> | undefined
}

/** A text button: main (accent), secondary, ghost or danger; at least 40 px high. */
export function Button({
  variant = 'main',
  size = 'md',
  loading = false,
  disabled,
  onClick,
  children,
  type = 'button',
  'aria-label': ariaLabel,
  fullWidth = false,
  ref,
}: ButtonProps) {
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
      {children}
    </button>
  )
}
