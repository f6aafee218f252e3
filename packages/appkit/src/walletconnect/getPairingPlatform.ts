import type { PairingPlatform } from '@atrium/core'
import { isBrowser } from '../platform/isBrowser.js'

/** Safari on iOS: an iPhone/iPad user agent without the tokens of iOS Chrome, Firefox and Edge. */
const IOS_DEVICE = /iPhone|iPad|iPod/
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS/

/**
 * The platform facts of the pairing rules (CONN-005..007): inside Telegram (its web view exposes
 * `window.Telegram` or a web-view proxy) and on iOS Safari. Both false outside a browser.
 */
export function getPairingPlatform(): PairingPlatform {
  if (!isBrowser()) return { isTelegram: false, isIOSSafari: false }
  const telegram = window as unknown as Record<string, unknown>
  const userAgent = window.navigator.userAgent
  return {
    isTelegram: telegram.Telegram !== undefined || telegram.TelegramWebviewProxy !== undefined,
    isIOSSafari: IOS_DEVICE.test(userAgent) && !IOS_OTHER_BROWSER.test(userAgent),
  }
}
