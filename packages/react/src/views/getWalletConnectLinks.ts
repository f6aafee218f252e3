import { buildWalletConnectDeepLink, type Wallet, type WalletConnectDeepLink } from '@atrium/core'

/** The links that hand a pairing URI to a wallet's mobile, desktop and web apps. */
export type WalletConnectLinks = {
  readonly mobile: WalletConnectDeepLink | undefined
  readonly desktop: WalletConnectDeepLink | undefined
  readonly web: WalletConnectDeepLink | undefined
}

/** How many refused links are remembered so that each is logged once, not on every render. */
const LOGGED_LINKS_MAX = 100
const loggedLinks = new Set<string>()

function logRefusedLink(wallet: Wallet, kind: keyof WalletConnectLinks, link: string, reason: string): void {
  const key = `${wallet.id} ${kind} ${link}`
  if (loggedLinks.has(key) || loggedLinks.size >= LOGGED_LINKS_MAX) return
  loggedLinks.add(key)
  console.warn(
    `Atrium: the ${kind} link of ${wallet.name} was dropped (${reason}); it connects by QR code.`,
    {
      walletId: wallet.id,
      link: link.slice(0, 200),
    },
  )
}

/**
 * [CONN-010] The `wc?uri=` links of `wallet` for `uri`, each `undefined` when the wallet has no
 * such link or core refuses it (only https or the wallet's own app scheme: never `javascript:`,
 * `data:`, plain http or credentials). A refusal is logged once and the wallet falls back to the
 * QR code. A web app must be an https page.
 */
export function getWalletConnectLinks(wallet: Wallet | undefined, uri: string): WalletConnectLinks {
  const build = (kind: keyof WalletConnectLinks, link: string | null | undefined) => {
    if (wallet === undefined || typeof link !== 'string') return undefined
    const built = buildWalletConnectDeepLink({
      mobileLink: link,
      uri,
      onRefused: (reason) => logRefusedLink(wallet, kind, link, reason),
    })
    if (kind !== 'web' || built === undefined || built.href.startsWith('https://')) return built
    logRefusedLink(wallet, kind, link, 'a web app must be an https page')
    return undefined
  }
  return {
    mobile: build('mobile', wallet?.mobile_link),
    desktop: build('desktop', wallet?.desktop_link),
    web: build('web', wallet?.webapp_link),
  }
}

/** Whether `wallet` can be opened on a phone through a deep link (a safe `mobile_link`). */
export function hasMobileLink(wallet: Wallet | undefined): boolean {
  return getWalletConnectLinks(wallet, '').mobile !== undefined
}
