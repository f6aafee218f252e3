/**
 * The object an extension injected at `path` on `window` (`['okxwallet', 'bitcoin']`), or
 * `undefined` (not installed, or no `window`: server rendering). Read on every call, never cached:
 * extensions may inject after the page's scripts ran.
 */
export function getInjectedProvider<provider extends object>(path: readonly string[]): provider | undefined {
  let current: unknown = (globalThis as { window?: unknown }).window
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return typeof current === 'object' && current !== null ? (current as provider) : undefined
}

/**
 * The icon a wallet registered under `id` in `window.btc_providers` (WBIP004, the list sats-connect
 * reads), when it is a `data:` or `https:` URL.
 */
export function getRegisteredIcon(id: string): string | undefined {
  const list = (globalThis as { window?: { btc_providers?: unknown } }).window?.btc_providers
  if (!Array.isArray(list)) return undefined
  const entry = list.find((item) => (item as { id?: unknown } | null)?.id === id) as
    | { icon?: unknown }
    | undefined
  return typeof entry?.icon === 'string' && /^(?:data:image\/|https:)/.test(entry.icon)
    ? entry.icon
    : undefined
}
