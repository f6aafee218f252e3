import { getModalStyleSheet, type ModalStyleSheetTokens } from '@atrium/ui'
import { type ReactNode, useCallback, useState } from 'react'
import { createPortal } from 'react-dom'

/**
 * A host element with its own shadow root holding `getModalStyleSheet(tokens)`, so what it renders
 * looks exactly as inside the modal (and the laboratory's CSS cannot reach it).
 */
export function ShadowThemePanel({
  tokens,
  label,
  children,
}: {
  tokens: ModalStyleSheetTokens
  label: string
  children: ReactNode
}) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null)
  // StrictMode runs ref callbacks twice: reuse the shadow root attached the first time.
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (host) setShadowRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }, [])
  return (
    <section aria-label={label} data-testid={`gallery-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <div ref={attach} style={{ display: 'block' }}>
        {shadowRoot &&
          createPortal(
            <>
              <style>{getModalStyleSheet(tokens)}</style>
              <div style={{ background: 'var(--atrium-background)', padding: 16, borderRadius: 16 }}>
                {children}
              </div>
            </>,
            shadowRoot,
          )}
      </div>
    </section>
  )
}
