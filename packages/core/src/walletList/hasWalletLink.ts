import { parseWalletLink } from '../connection/parseWalletLink.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'

function isSafeLink(link: string | null | undefined, httpsOnly: boolean): boolean {
  if (typeof link !== 'string') return false
  const parsed = parseWalletLink(link)
  return parsed.ok && (!httpsOnly || parsed.href.startsWith('https://'))
}

/**
 * Whether `wallet` can be handed a pairing through one of its own links: a mobile or desktop link
 * that `parseWalletLink` accepts (https or the wallet's own scheme), or an https web app. A
 * wallet without one is reachable only by its QR code.
 */
export function hasWalletLink(wallet: Pick<Wallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>): boolean {
  return (
    isSafeLink(wallet.mobile_link, false) ||
    isSafeLink(wallet.desktop_link, false) ||
    isSafeLink(wallet.webapp_link, true)
  )
}
