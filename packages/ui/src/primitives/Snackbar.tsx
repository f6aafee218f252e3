'use client'

import { Icon } from './Icon.js'
import { IconButton } from './IconButton.js'
import { SpinMark } from './SpinMark.js'

export type SnackbarProps = {
  variant: 'success' | 'error' | 'loading'
  message: string
  open: boolean
  /** Shows a close button that calls it. */
  onClose?: (() => void) | undefined
  /** The close button's accessible name. Defaults to 'Close'. */
  closeLabel?: string | undefined
}

/**
 * A short notification. Success and loading are a polite `status`; an error is an assertive
 * `alert`. Renders nothing while closed; timing (auto-hide, the replace delay) is the caller's.
 */
export function Snackbar({ variant, message, open, onClose, closeLabel = 'Close' }: SnackbarProps) {
  if (!open) return null
  const isError = variant === 'error'
  return (
    <div className={`atr-snackbar atr-snackbar--${variant}`}>
      <div
        className="atr-snackbar-message"
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <span className="atr-snackbar-icon">
          {variant === 'loading' ? <SpinMark size={20} /> : <Icon name={isError ? 'alert' : 'check'} />}
        </span>
        {message}
      </div>
      {onClose && <IconButton label={closeLabel} icon="close" onClick={onClose} />}
    </div>
  )
}
