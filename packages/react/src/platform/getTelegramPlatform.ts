/**
 * The platform Telegram's web view reports (`'ios'`, `'macos'`, `'android'`, …), or `undefined`
 * outside Telegram. Read on each call: Telegram sets it before the dApp's scripts run.
 */
export function getTelegramPlatform(): string | undefined {
  if (typeof window === 'undefined') return undefined
  const telegram = (window as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram
  const platform = telegram?.WebApp?.platform
  return typeof platform === 'string' ? platform : undefined
}
