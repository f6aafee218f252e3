import { DEEP_LINK_FALLBACK_DELAY_MS } from '@atrium/common'
import type { Timers } from './Timers.js'

export type OpenWalletDeepLinkParameters = {
  /** The link to open first (e.g. the `redirect` of `buildWalletConnectDeepLink`). */
  readonly redirect: string
  /** Opened when the wallet app did not take over, e.g. its universal or web-app link. */
  readonly fallback?: string | undefined
  /** Opens a URL (`window.open` / `location.href` in the browser). */
  readonly open: (url: string) => void
  /** True while the dApp's page is still shown; an opened app hides it. */
  readonly isPageVisible: () => boolean
  readonly timers: Timers
}

/** Cancels the pending fallback. */
export type OpenWalletDeepLinkReturnType = () => void
export type OpenWalletDeepLinkErrorType = never

/**
 * [CONN-009] Opens a wallet deep link; if the page is still visible 100 ms later (no app took
 * over), opens `fallback`. Returns a function that cancels the pending fallback.
 */
export function openWalletDeepLink(parameters: OpenWalletDeepLinkParameters): OpenWalletDeepLinkReturnType {
  const { fallback, open, isPageVisible, timers } = parameters
  open(parameters.redirect)
  if (fallback === undefined) return () => {}
  const handle = timers.setTimeout(() => {
    if (isPageVisible()) open(fallback)
  }, DEEP_LINK_FALLBACK_DELAY_MS)
  return () => timers.clearTimeout(handle)
}
