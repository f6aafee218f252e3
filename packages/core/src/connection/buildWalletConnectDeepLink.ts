import { WALLET_CONNECT_DEEP_LINK_PATH } from '@atrium/common'

/** A wallet deep link: `href` is the wallet's base link (stored as `wcLinking`), `redirect` opens the pairing. */
export type WalletConnectDeepLink = { readonly href: string; readonly redirect: string }

/**
 * URL schemes a wallet link may never use: they would run script or read local data in the
 * dApp's page instead of opening an app.
 */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem'])
const SCHEME_PATTERN = /^([a-zA-Z][a-zA-Z0-9+.-]*):/
const BARE_SCHEME_PATTERN = /^[a-zA-Z][a-zA-Z0-9+.-]*$/

/**
 * Normalises a wallet's `mobile_link` into a base link ending in `/`: http(s) universal links as
 * they are, `'trust:'` / `'trust'` into `'trust://'`. Returns `undefined` for an empty link, a
 * forbidden scheme (`javascript:`, `data:`, …) or anything that is not a plain scheme or URL.
 */
export function normalizeWalletLink(mobileLink: string): string | undefined {
  const link = mobileLink.trim()
  if (link === '') return undefined
  const scheme = SCHEME_PATTERN.exec(link)?.[1]?.toLowerCase()
  let base: string
  if (scheme === undefined) {
    if (!BARE_SCHEME_PATTERN.test(link)) return undefined
    base = `${link}://`
  } else if (FORBIDDEN_SCHEMES.has(scheme)) {
    return undefined
  } else if (scheme === 'http' || scheme === 'https') {
    if (!URL.canParse(link)) return undefined
    base = link
  } else {
    base = link.includes('://') ? link : `${scheme}://`
  }
  return base.endsWith('/') ? base : `${base}/`
}

/**
 * [CONN-010] The link that opens a wallet on mobile and in Telegram: the wallet's mobile link,
 * then `wc?uri=`, then the URI-encoded pairing URI. Only http(s) universal links or the
 * wallet's own app scheme are produced; an unsafe or malformed link gives `undefined`.
 *
 * @example
 * buildWalletConnectDeepLink({ mobileLink: 'trust://', uri: 'wc:a@2' })
 * // { href: 'trust://', redirect: 'trust://wc?uri=wc%3Aa%402' }
 */
export function buildWalletConnectDeepLink(parameters: {
  readonly mobileLink: string
  readonly uri: string
}): WalletConnectDeepLink | undefined {
  const href = normalizeWalletLink(parameters.mobileLink)
  if (href === undefined) return undefined
  return { href, redirect: `${href}${WALLET_CONNECT_DEEP_LINK_PATH}${encodeURIComponent(parameters.uri)}` }
}
