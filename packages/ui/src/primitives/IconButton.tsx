'use client'

import { forwardRef } from 'react'
import { Icon, type IconName } from './Icon.js'

export type IconButtonProps = {
  /** The accessible name, e.g. 'Close' or 'Back'. Also shown as the tooltip. */
  label: string
  icon: IconName
  onClick?: (() => void) | undefined
  disabled?: boolean | undefined
  /** `'submit'` sends its form (e.g. a field's trailing button); `'button'` by default. */
  type?: 'button' | 'submit' | undefined
}

/** A 40 × 40 px button showing only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, onClick, disabled, type = 'button' },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className="atr-icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  )
})
