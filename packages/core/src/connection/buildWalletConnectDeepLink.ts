import { WALLET_CONNECT_DEEP_LINK_PATH } from '@atrium/common'

/** A wallet deep link: `href` is the wallet's base link (stored as `wcLinking`), `redirect` opens the pairing. */
export type WalletConnectDeepLink = { readonly href: string; readonly redirect: string }

/**
 * Why `parseWalletLink` refused a link, for the log line that says why a wallet fell back to the
 * QR code.
 */
export type UnsafeWalletLinkReason =
  | 'empty'
  | 'too long'
  | 'control or white-space character'
  | 'not a URL'
  | 'forbidden scheme'
  | 'plain http'
  | 'credentials'
  | 'query or fragment'
  | 'opaque path'

export type ParseWalletLinkReturnType =
  | { readonly ok: true; readonly href: string }
  | { readonly ok: false; readonly reason: UnsafeWalletLinkReason }

/**
 * URL schemes a wallet link may never use: they run script, read local data or stay inside the
 * browser instead of handing the URL to an app.
 */
const FORBIDDEN_SCHEMES = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'resource',
  'jar',
  'livescript',
  'mhtml',
  'ms-appx',
  'ms-appx-web',
  'wyciwyg',
])

/**
 * Longest wallet base link accepted. Real mobile and desktop links are well under 100 characters;
 * the bound keeps a hostile directory entry from building a multi-megabyte URL.
 */
export const WALLET_LINK_MAX_LENGTH = 512

/** A bare app scheme as directories write it: `trust`, `zerion:`. */
const BARE_SCHEME_PATTERN = /^[a-zA-Z][a-zA-Z0-9+.-]*:?$/
/** C0 controls, DEL, and every Unicode space or line break: never part of a real link. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
const UNPRINTABLE_PATTERN = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/u

/**
 * Parses a wallet's `mobile_link` / `desktop_link` / `webapp_link` with the WHATWG URL parser (the
 * one browsers navigate with, so what is checked is what would open) into a base link ending in
 * `/`: an https universal link, or the wallet's own app scheme (`'trust'`, `'trust:'` and
 * `'trust://'` all give `'trust://'`). Refused, with the reason: a forbidden scheme (`javascript`,
 * `data`, … in any case, padded or with tabs inside), plain http, credentials, a query or
 * fragment (the pairing path is appended), an opaque path, control or white-space characters, and
 * anything longer than `WALLET_LINK_MAX_LENGTH`.
 */
export function parseWalletLink(link: string): ParseWalletLinkReturnType {
  if (link === '') return { ok: false, reason: 'empty' }
  const candidate = BARE_SCHEME_PATTERN.test(link) ? `${link.replace(/:$/, '')}://` : link
  const refusal = checkWalletUrl(candidate, { maxLength: WALLET_LINK_MAX_LENGTH, allowQuery: false })
  if (refusal !== undefined) return { ok: false, reason: refusal }
  const href = new URL(candidate).href
  return { ok: true, href: href.endsWith('/') ? href : `${href}/` }
}

function checkWalletUrl(
  text: string,
  rules: { readonly maxLength: number; readonly allowQuery: boolean },
): UnsafeWalletLinkReason | undefined {
  if (text.length > rules.maxLength) return 'too long'
  if (UNPRINTABLE_PATTERN.test(text)) return 'control or white-space character'
  // `URL.parse` would be shorter, but dApps still support browsers from before 2024.
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'not a URL'
  }
  const scheme = url.protocol.slice(0, -1)
  if (FORBIDDEN_SCHEMES.has(scheme)) return 'forbidden scheme'
  if (scheme === 'http') return 'plain http'
  if (url.username !== '' || url.password !== '') return 'credentials'
  if (!rules.allowQuery && (url.search !== '' || url.hash !== '')) return 'query or fragment'
  // A scheme followed by `//` has an authority; without it the rest is an opaque path that
  // `wc?uri=` cannot be appended to.
  if (!url.href.startsWith(`${url.protocol}//`)) return 'opaque path'
  return undefined
}

/**
 * The base link of `parseWalletLink`, or `undefined` when the link is refused.
 *
 * @example
 * normalizeWalletLink('trust') // 'trust://'
 * normalizeWalletLink('JavaScript://%0Aalert(1)') // undefined
 */
export function normalizeWalletLink(link: string): string | undefined {
  const parsed = parseWalletLink(link)
  return parsed.ok ? parsed.href : undefined
}

/**
 * [CONN-010] The link that opens a wallet on mobile and in Telegram: the wallet's mobile link,
 * then `wc?uri=`, then the URI-encoded pairing URI. Only https universal links or the
 * wallet's own app scheme are produced (see `parseWalletLink`); a refused link gives `undefined`.
 *
 * @example
 * buildWalletConnectDeepLink({ mobileLink: 'trust://', uri: 'wc:a@2' })
 * // { href: 'trust://', redirect: 'trust://wc?uri=wc%3Aa%402' }
 */
export function buildWalletConnectDeepLink(parameters: {
  readonly mobileLink: string
  readonly uri: string
  /** Told why a link was refused, e.g. to log it. */
  readonly onRefused?: ((reason: UnsafeWalletLinkReason) => void) | undefined
}): WalletConnectDeepLink | undefined {
  const parsed = parseWalletLink(parameters.mobileLink)
  if (!parsed.ok) {
    parameters.onRefused?.(parsed.reason)
    return undefined
  }
  const { href } = parsed
  return { href, redirect: `${href}${WALLET_CONNECT_DEEP_LINK_PATH}${encodeURIComponent(parameters.uri)}` }
}

/**
 * Whether `url` may be opened as a wallet link: the rules of `parseWalletLink`, with room for the
 * `wc?uri=` query and an encoded pairing URI. Checked again on the way out (opening a link), so a
 * link that did not come through `buildWalletConnectDeepLink` cannot run script either.
 */
export function isSafeWalletLinkTarget(url: string): boolean {
  return checkWalletUrl(url, { maxLength: WALLET_LINK_TARGET_MAX_LENGTH, allowQuery: true }) === undefined
}

/** A base link plus `wc?uri=` and an encoded pairing URI (about 250 characters) with room to spare. */
const WALLET_LINK_TARGET_MAX_LENGTH = 4096
