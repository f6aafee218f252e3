import { isSafeWalletLinkTarget } from '@atrium/core'

/**
 * The window a wallet link opens in. A universal (https) link gets a new browsing context, so the
 * dApp stays loaded behind the wallet (and Telegram's web view hands it to the system); an app
 * scheme opens in place, which only hands the URL to the operating system. In a frame the top
 * window does it, since a frame may not hand a custom scheme on.
 */
export function getWalletLinkTarget(url: string): '_blank' | '_self' | '_top' {
  if (/^https:/i.test(url)) return '_blank'
  return globalThis.window !== undefined && window.top !== window.self ? '_top' : '_self'
}

/**
 * Opens a wallet link built by core (`buildWalletConnectDeepLink`: https or the wallet's app
 * scheme only), and checks it again first: a link that is not a safe wallet link is never opened,
 * least of all in the dApp's own window. Call it synchronously inside the user's tap: Telegram and
 * iOS block a link opened after an await. Returns whether the link was opened.
 */
export function openWalletLink(url: string): boolean {
  if (!isSafeWalletLinkTarget(url)) {
    console.warn('Atrium: a wallet link that is not https or an app scheme was not opened.', {
      link: url.slice(0, 200),
    })
    return false
  }
  const target = getWalletLinkTarget(url)
  window.open(url, target, target === '_blank' ? 'noopener,noreferrer' : undefined)
  return true
}
