'use client'

import type { ReactNode } from 'react'
import { Icon } from './Icon.js'

export type LinkProps = {
  href: string
  children: ReactNode
  /** Opens in a new tab with `noopener noreferrer` and shows the external icon. Defaults to true. */
  external?: boolean | undefined
  /** Read after the text for external links, e.g. '(opens in a new tab)'. */
  externalLabel?: string | undefined
  onClick?: (() => void) | undefined
}

/** A text link; external by default (block explorers, wallet sites). */
export function Link({ href, children, external = true, externalLabel, onClick }: LinkProps) {
  return (
    <a
      className="atr-link"
      href={href}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && <Icon name="external" size={14} />}
      {external && externalLabel !== undefined && (
        <span className="atr-visually-hidden">{externalLabel}</span>
      )}
    </a>
  )
}
