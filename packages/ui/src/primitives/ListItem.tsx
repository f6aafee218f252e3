'use client'

import { forwardRef, type ReactNode } from 'react'

export type ListItemProps = {
  /** The main text of the row. */
  title: ReactNode
  /** A second, smaller line under the title. */
  description?: ReactNode
  /** Shown before the text, typically an image. */
  leading?: ReactNode
  /** Shown after the text, typically a tag, a value or a chevron. */
  trailing?: ReactNode
  /** Makes the row a button. Without it the row is static content. */
  onClick?: (() => void) | undefined
  disabled?: boolean | undefined
  /** Marks the row as the current choice (e.g. the active network). */
  current?: boolean | undefined
  /** Announces that the row's action is in progress. */
  busy?: boolean | undefined
  'aria-label'?: string
}

/** A row with an optional image, a title, a description and trailing content; a button when clickable. */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem(
  { title, description, leading, trailing, onClick, disabled, current, busy, 'aria-label': ariaLabel },
  ref,
) {
  const content = (
    <>
      {leading}
      <span className="atr-list-item-content">
        <span className="atr-list-item-title">{title}</span>
        {description !== undefined && <span className="atr-list-item-description">{description}</span>}
      </span>
      {trailing !== undefined && <span className="atr-list-item-trailing">{trailing}</span>}
    </>
  )
  if (onClick === undefined) {
    return (
      <div className="atr-list-item" aria-current={current || undefined}>
        {content}
      </div>
    )
  }
  return (
    <button
      ref={ref}
      type="button"
      className="atr-list-item"
      onClick={busy ? undefined : onClick}
      disabled={disabled}
      aria-current={current || undefined}
      aria-busy={busy || undefined}
      aria-label={ariaLabel}
    >
      {content}
    </button>
  )
})
