'use client'

import { type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import { useModalStyleSheet } from '../theme/useModalStyleSheet.js'

/** Props of `ShadowHost`. */
export type ShadowHostProps = {
  readonly children: ReactNode
}

/**
 * Renders `children` in a shadow root of an inline host element, with the kit's style sheet of the
 * current theme: the buttons sit in the dApp's page, whose CSS must not restyle them and which
 * must not be restyled by ours. The server renders the empty host; the shadow root is attached on
 * the client, so hydration sees the same markup.
 */
export function ShadowHost({ children }: ShadowHostProps) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot>()
  const styleSheet = useModalStyleSheet()
  const attach = (host: HTMLSpanElement | null) => {
    if (host === null || shadowRoot !== undefined) return
    setShadowRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }
  return (
    <span ref={attach} data-atrium-host="" style={{ display: 'inline-block' }}>
      {shadowRoot !== undefined &&
        createPortal(
          <>
            <style>{styleSheet}</style>
            <span className="atr-root" style={{ display: 'inline-flex' }}>
              {children}
            </span>
          </>,
          shadowRoot,
        )}
    </span>
  )
}
