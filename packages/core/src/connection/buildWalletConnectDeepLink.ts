import { WALLET_CONNECT_DEEP_LINK_PATH } from '@atrium/common'
import { checkWalletUrl, parseWalletLink, type UnsafeWalletLinkReason } from './parseWalletLink.js'

/** A wallet deep link: `href` is the wallet's base link (stored as `wcLinking`), `redirect` opens the pairing. */
export type WalletConnectDeepLink = { readonly href: string; readonly redirect: string }

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
