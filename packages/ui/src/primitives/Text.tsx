'use client'

import type { ReactNode } from 'react'
import { joinClassNames } from './joinClassNames.js'

export type TextProps = {
  children: ReactNode
  /** The element to render; pick headings for structure, not for size. Defaults to `p`. */
  as?: 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'label' | undefined
  /** `figure` is a large number, such as a balance. */
  variant?: 'figure' | 'title' | 'body' | 'small' | 'mono' | undefined
  tone?: 'default' | 'secondary' | 'accent' | 'error' | 'success' | undefined
  align?: 'start' | 'center' | undefined
  /** Cuts the text to one line with an ellipsis. */
  truncate?: boolean | undefined
  id?: string | undefined
}

/** Text in the kit's type scale and tones. */
export function Text({
  children,
  as: Element = 'p',
  variant = 'body',
  tone = 'default',
  align = 'start',
  truncate = false,
  id,
}: TextProps) {
  return (
    <Element
      id={id}
      className={joinClassNames(
        'atr-text',
        `atr-text--${variant}`,
        tone !== 'default' && `atr-text--${tone}`,
        align === 'center' && 'atr-text--center',
        truncate && 'atr-text--truncate',
      )}
    >
      {children}
    </Element>
  )
}
