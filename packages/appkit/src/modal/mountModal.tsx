import { SHAKE_DURATION_MS } from '@atrium/common'
import { selectThemeTokens } from '@atrium/core'
import { type AppKitContextValue, AppKitProvider } from '@atrium/react'
import { ModalRoot } from '@atrium/react/modal'
import { getModalStyleSheet } from '@atrium/ui'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ModalMount } from './ModalMount.js'

/**
 * The account features only the views use (the Send form's rules; the Blockchain API's tokens,
 * activity and swaps), imported from this chunk rather than from start-up code. A bundler then
 * finds them loaded only after it, so the modules they share with the views (messages, formatting,
 * router steps) go into this chunk instead of small files of their own, each of which the first
 * open would wait for.
 */
export const loadModalSendActions = () => import('../account/createModalSendActions.js')

export const loadBlockchainApiServices = () => import('../account/createBlockchainApiServices.js')

/** The modal's host element's tag: a custom element name can never clash with the page's own tags. */
export const MODAL_HOST_TAG = 'atrium-modal'

/**
 * Renders the modal into a shadow root of a host element appended to `document.body`, with the
 * kit's style sheet for the current theme (rewritten on every theme change, so mode and variables
 * apply live). The shadow root keeps host-page CSS out and ours in; the host's inline `all:
 * initial` also beats page rules aimed at every element (`* { … }`), which `:host` rules cannot.
 * This module is the lazily loaded chunk: nothing imports it statically.
 */
export function mountModal(appKit: AppKitContextValue): ModalMount {
  const host = document.createElement(MODAL_HOST_TAG)
  host.style.setProperty('all', 'initial')
  document.body.append(host)
  const shadowRoot = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  const container = document.createElement('div')
  shadowRoot.append(style, container)

  const { theme } = appKit.stores
  const applyTheme = () => {
    style.textContent = getModalStyleSheet({
      ...selectThemeTokens(theme.getState()),
      shakeDurationMs: SHAKE_DURATION_MS,
    })
  }
  applyTheme()
  const unwatchTheme = theme.subscribe(applyTheme)

  const root = createRoot(container)
  // The user is waiting for the view: render it now rather than on React's next scheduler task, so
  // it is painted in the frame the chunk arrived in.
  flushSync(() =>
    root.render(
      <AppKitProvider value={appKit}>
        <ModalRoot />
      </AppKitProvider>,
    ),
  )
  return {
    host,
    shadowRoot,
    unmount: () => {
      unwatchTheme()
      root.unmount()
      host.remove()
    },
  }
}
