'use client'

import { forwardRef } from 'react'
import { Icon, type IconName } from './Icon.js'

export type IconButtonProps = {
  /** The accessible name, e.g. 'Close' or 'Back'. Also shown as the tooltip. */
  label: string
  icon: IconName
  onClick?: (() => void) | undefined
  disabled?: boolean | undefined
}

/** A 40 × 40 px button showing only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, onClick, disabled },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
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
