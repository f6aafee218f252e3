// Apart from buildWalletConnectDeepLink.ts, which re-exports it: storage checks the stored deep-link
// choice with normalizeWalletLink at start-up, and the link builders are needed only once a wallet
// is chosen, so they stay out of the start-up bundle.

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

/** The checks of `parseWalletLink` on a URL text; `undefined` when it passes. */
export function checkWalletUrl(
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
