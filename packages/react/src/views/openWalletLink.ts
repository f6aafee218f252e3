/**
 * The window a wallet link opens in. A universal (http/https) link gets a new browsing context, so
 * the dApp stays loaded behind the wallet (and Telegram's web view hands it to the system); an app
 * scheme opens in place, which only hands the URL to the operating system. In a frame the top
 * window does it, since a frame may not hand a custom scheme on.
 */
export function getWalletLinkTarget(url: string): '_blank' | '_self' | '_top' {
  if (/^https?:/i.test(url)) return '_blank'
  return globalThis.window !== undefined && window.top !== window.self ? '_top' : '_self'
}

/**
 * Opens a wallet link built by core (`buildWalletConnectDeepLink`: http(s) or the wallet's app
 * scheme only). Call it synchronously inside the user's tap: Telegram and iOS block a link opened
 * after an await.
 */
export function openWalletLink(url: string): void {
  const target = getWalletLinkTarget(url)
  window.open(url, target, target === '_blank' ? 'noopener,noreferrer' : undefined)
}
