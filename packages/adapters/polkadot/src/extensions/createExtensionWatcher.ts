import type { WalletDescriptor } from '@atrium/core'
import { listInstalledExtensions } from './knownExtensions.js'

/**
 * When to look at `window.injectedWeb3` again after the adapter is created: extensions inject
 * from a content script that may run after the dApp's first code, so a wallet can appear a few
 * moments late. After the last re-check, `listWallets()` still reads the live object on each call.
 */
export const EXTENSION_RECHECK_DELAYS_MS: readonly number[] = [50, 250, 1_000, 3_000]

/** The page's `window.injectedWeb3`, read on each call (never at import, so SSR is safe). */
export function readInjectedWeb3(): unknown {
  return (globalThis as { window?: { injectedWeb3?: unknown } }).window?.injectedWeb3
}

export type CreateExtensionWatcherParameters = {
  /** Reads the current `injectedWeb3` object. */
  readonly read: () => unknown
  /** Delays of the re-checks after creation. */
  readonly recheckDelaysMs: readonly number[]
  /** Called with the new list each time an extension appears or disappears. */
  readonly onChange: (wallets: readonly WalletDescriptor[]) => void
}

function toWalletDescriptors(injectedWeb3: unknown): WalletDescriptor[] {
  return listInstalledExtensions(injectedWeb3).map(({ key, name }) => ({
    id: key,
    name,
    type: 'INJECTED',
    provider: true,
  }))
}

/**
 * Keeps the list of installed Polkadot extensions as wallet descriptors: one entry per
 * `injectedWeb3` key (see `listInstalledExtensions` for order and names). The list keeps its
 * identity until it changes; a change found by a re-check or a `refresh()` calls `onChange`.
 */
export function createExtensionWatcher(parameters: CreateExtensionWatcherParameters) {
  let wallets: readonly WalletDescriptor[] = toWalletDescriptors(parameters.read())
  let key = JSON.stringify(wallets)

  const refresh = (): readonly WalletDescriptor[] => {
    const next = toWalletDescriptors(parameters.read())
    const nextKey = JSON.stringify(next)
    if (nextKey !== key) {
      wallets = next
      key = nextKey
      parameters.onChange(wallets)
    }
    return wallets
  }

  const timers = parameters.recheckDelaysMs.map((delay) => setTimeout(refresh, delay))

  return {
    /** The current list, re-read from the page. */
    refresh,
    /** Cancels the pending re-checks. */
    stop(): void {
      for (const timer of timers) clearTimeout(timer)
    },
  }
}
