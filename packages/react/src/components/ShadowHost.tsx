'use client'

import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useButtonStyleSheet } from '../theme/useButtonStyleSheet.js'

/** Props of `ShadowHost`. */
export type ShadowHostProps = {
  readonly children: ReactNode
}

/** The element the hosted content renders into, moved into the shadow root once the host exists. */
function createContentContainer(): HTMLSpanElement | undefined {
  if (typeof document === 'undefined') return undefined
  const container = document.createElement('span')
  container.style.display = 'contents'
  return container
}

const subscribeToNothing = () => () => {}

/**
 * Whether this render may create content the server did not render: false while React hydrates
 * server HTML (the server snapshot), true in every client render after it and in a client-only root.
 */
function useIsClientRender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * Renders `children` in a shadow root of an inline host element, with the buttons' style sheet of the
 * current theme: the buttons sit in the dApp's page, whose CSS must not restyle them and which
 * must not be restyled by ours. The server renders the empty host; the shadow root is attached on
 * the client, so hydration sees the same markup. In a client render the content renders in the
 * host's own commit, into an element the host's ref moves into its shadow root before the frame is
 * painted: a second commit would run the page's passive effects (wagmi's reconnect among them)
 * before the button's first frame. While hydrating it waits for the render that follows. Every
 * button it hosts opens the modal, so reaching for one (the pointer entering it, pointer down,
 * focus, key down) starts loading the modal's views before the click.
 */
export function ShadowHost({ children }: ShadowHostProps) {
  const [container] = useState(createContentContainer)
  const isClientRender = useIsClientRender()
  const appKit = useAppKitContext()
  const prepareOpen = () => appKit.prepareOpen?.()
  const styleSheet = useButtonStyleSheet()
  const attach = (host: HTMLSpanElement | null) => {
    if (host === null || container === undefined) return
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    if (container.parentNode !== shadowRoot) shadowRoot.append(container)
  }
  return (
    <span ref={attach} data-atrium-host="" style={{ display: 'inline-block' }}>
      {container !== undefined &&
        isClientRender &&
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
          container,
        )}
    </span>
  )
}
