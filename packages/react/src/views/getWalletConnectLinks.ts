import { buildWalletConnectDeepLink, type Wallet, type WalletConnectDeepLink } from '@atrium/core'

/** The links that hand a pairing URI to a wallet's mobile, desktop and web apps. */
export type WalletConnectLinks = {
  readonly mobile: WalletConnectDeepLink | undefined
  readonly desktop: WalletConnectDeepLink | undefined
  readonly web: WalletConnectDeepLink | undefined
}

function isHttpLink(link: WalletConnectDeepLink | undefined): boolean {
  return link !== undefined && /^https?:\/\//i.test(link.href)
}

/**
 * [CONN-010] The `wc?uri=` links of `wallet` for `uri`, each `undefined` when the wallet has no
 * such link or its link is unsafe: core builds them only from http(s) or the wallet's own app
 * scheme (never `javascript:` or `data:`), and a web app must be an http(s) page.
 */
export function getWalletConnectLinks(wallet: Wallet | undefined, uri: string): WalletConnectLinks {
  const build = (link: string | null | undefined) =>
    typeof link === 'string' ? buildWalletConnectDeepLink({ mobileLink: link, uri }) : undefined
  const web = build(wallet?.webapp_link)
  return {
    mobile: build(wallet?.mobile_link),
    desktop: build(wallet?.desktop_link),
    web: isHttpLink(web) ? web : undefined,
  }
}

/** Whether `wallet` can be opened on a phone through a deep link (a safe `mobile_link`). */
export function hasMobileLink(wallet: Wallet | undefined): boolean {
  return getWalletConnectLinks(wallet, '').mobile !== undefined
}
