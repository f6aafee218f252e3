/**
 * Whether the page runs on a phone or tablet (CONNECTOR-012: the generic 'Browser Wallet' is shown
 * there only). Read when called, never at import, so server rendering is unaffected.
 */
export function isMobileDevice(): boolean {
  const navigator = (globalThis as { navigator?: Navigator & { userAgentData?: { mobile?: boolean } } })
    .navigator
  if (navigator === undefined) return false
  if (navigator.userAgentData?.mobile !== undefined) return navigator.userAgentData.mobile
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
