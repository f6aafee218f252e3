/** A Polkadot browser extension Atrium shows by name. */
export type PolkadotExtensionWallet = {
  /** The key the extension registers under `window.injectedWeb3`. */
  readonly key: string
  readonly name: string
}

/**
 * The extensions shown as named wallets, in display order, with the names they present
 * themselves by (their `injectedWeb3` keys are their wallet ids).
 */
export const KNOWN_POLKADOT_EXTENSIONS: readonly PolkadotExtensionWallet[] = [
  { key: 'polkadot-js', name: 'Polkadot{.js}' },
  { key: 'talisman', name: 'Talisman' },
  { key: 'subwallet-js', name: 'SubWallet' },
]

/** What an extension leaves under `window.injectedWeb3[key]`. */
export type InjectedExtensionEntry = { readonly enable?: unknown; readonly version?: unknown }

/** An extension found on the page. */
export type InstalledPolkadotExtension = PolkadotExtensionWallet & { readonly version: string | undefined }

/**
 * The extensions present in an `injectedWeb3` object: the known ones first in display order, then
 * any other extension under its own key. Entries without an `enable` function are not extensions.
 */
export function listInstalledExtensions(injectedWeb3: unknown): InstalledPolkadotExtension[] {
  if (typeof injectedWeb3 !== 'object' || injectedWeb3 === null) return []
  const entries = Object.entries(injectedWeb3 as Record<string, unknown>).filter(([, entry]) =>
    isExtensionEntry(entry),
  )
  const installed = new Map(entries as Array<[string, InjectedExtensionEntry]>)
  const known = KNOWN_POLKADOT_EXTENSIONS.filter((wallet) => installed.has(wallet.key))
  const others = [...installed.keys()]
    .filter((key) => !KNOWN_POLKADOT_EXTENSIONS.some((wallet) => wallet.key === key))
    .map((key) => ({ key, name: key }))
  return [...known, ...others].map((wallet) => {
    const version = installed.get(wallet.key)?.version
    return { ...wallet, version: typeof version === 'string' ? version : undefined }
  })
}

function isExtensionEntry(entry: unknown): entry is InjectedExtensionEntry {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as InjectedExtensionEntry).enable === 'function'
  )
}
