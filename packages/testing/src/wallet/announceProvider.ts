/** [EIP-6963] What a wallet announces about itself. */
export type Eip6963ProviderInfo = {
  readonly uuid: string
  readonly name: string
  /** A `data:` URI (EIP-6963 requires one). */
  readonly icon: string
  readonly rdns: string
}

/** The part of `Window` the announcement needs, so any DOM (browser, happy-dom) fits. */
export type AnnouncementTarget = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  readonly CustomEvent: typeof CustomEvent
}

/**
 * [EIP-6963] Announces `provider` on `target` now and again on every `eip6963:requestProvider`
 * (dApps and libraries loaded later ask for a re-announcement). The detail and its info are frozen,
 * as the EIP requires. Returns a function that stops answering requests.
 */
export function announceProvider(
  target: AnnouncementTarget,
  parameters: { readonly info: Eip6963ProviderInfo; readonly provider: unknown },
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...parameters.info }), provider: parameters.provider })
  // The window's own CustomEvent: a DOM implementation rejects events made by another realm's class.
  const announce = () => {
    target.dispatchEvent(new target.CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
