'use client'

import { type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useButtonStyleSheet } from '../theme/useButtonStyleSheet.js'

/** Props of `ShadowHost`. */
export type ShadowHostProps = {
  readonly children: ReactNode
}

/**
 * Renders `children` in a shadow root of an inline host element, with the buttons' style sheet of the
 * current theme: the buttons sit in the dApp's page, whose CSS must not restyle them and which
 * must not be restyled by ours. The server renders the empty host; the shadow root is attached on
 * the client, so hydration sees the same markup. Every button it hosts opens the modal, so reaching
 * for one (the pointer entering it, pointer down, focus, key down) starts loading the modal's views
 * before the click.
 */
export function ShadowHost({ children }: ShadowHostProps) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot>()
  const appKit = useAppKitContext()
  const prepareOpen = () => appKit.prepareOpen?.()
  const styleSheet = useButtonStyleSheet()
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
            {/* biome-ignore lint/a11y/noStaticElementInteractions: it only observes the hosted button's events to preload the modal; the button stays the control */}
            <span
              className="atr-root"
              style={{ display: 'inline-flex' }}
              onPointerEnter={prepareOpen}
              onPointerDown={prepareOpen}
              onFocus={prepareOpen}
              onKeyDown={prepareOpen}
            >
              {children}
            </span>
          </>,
          shadowRoot,
        )}
    </span>
  )
}
