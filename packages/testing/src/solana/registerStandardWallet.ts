import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'

/** The part of `Window` the Wallet Standard register protocol needs, so any DOM (browser, happy-dom) fits. */
export type WalletRegistrationTarget = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  readonly CustomEvent: typeof CustomEvent
}

function isAppReadyApi(value: unknown): value is WindowAppReadyEventAPI {
  return typeof (value as { register?: unknown } | null)?.register === 'function'
}

/**
 * Registers `wallet` with the dApps of `target` through the Wallet Standard's window protocol,
 * as an extension's content script does: it dispatches `wallet-standard:register-wallet` (heard
 * by an app whose `getWallets()` already ran) and answers every later `wallet-standard:app-ready`
 * (an app that starts after the wallet). Returns a function that stops answering and unregisters
 * the wallet from every app that registered it, so a test leaves no wallet behind.
 */
export function registerStandardWallet(target: WalletRegistrationTarget, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback: WindowRegisterWalletEventCallback = (api) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => {
    const api: unknown = (event as CustomEvent<unknown>).detail
    if (isAppReadyApi(api)) callback(api)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  // The window's own CustomEvent: a DOM implementation rejects events made by another realm's class.
  target.dispatchEvent(new target.CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
