import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { isMobileDevice } from '../platform/isMobileDevice.js'

/** Whether wallets open through deep links on this page (CONN-010). */
export function isDeepLinkPlatform(appKit: Pick<AppKitContextValue, 'isDeepLinkPlatform'>): boolean {
  return appKit.isDeepLinkPlatform?.() ?? isMobileDevice()
}
