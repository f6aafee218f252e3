import type { BitcoinTestWalletKind } from './createBitcoinTestWallet.js'

/** A WBIP004 entry of `window.btc_providers`, the list sats-connect reads. */
export type BitcoinProviderListEntry = {
  readonly id: string
  readonly name: string
  readonly icon: string
  readonly webUrl: string
}

/** A small Bitcoin-orange circle: the test wallets' icon. */
export const BITCOIN_TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiNmNzkzMWEiLz48L3N2Zz4='

/** The `btc_providers` entries Xverse and Leather register (their ids are the globals they inject). */
export const BITCOIN_PROVIDER_LIST_ENTRIES: Readonly<
  Partial<Record<BitcoinTestWalletKind, BitcoinProviderListEntry>>
> = {
  xverse: {
    id: 'XverseProviders.BitcoinProvider',
    name: 'Xverse',
    icon: BITCOIN_TEST_WALLET_ICON,
    webUrl: 'https://www.xverse.app/',
  },
  leather: {
    id: 'LeatherProvider',
    name: 'Leather',
    icon: BITCOIN_TEST_WALLET_ICON,
    webUrl: 'https://leather.io/',
  },
}

/** Where each kind lives on `window`: a path of properties, the last one holding the provider. */
export const BITCOIN_PROVIDER_PATHS: Readonly<Record<BitcoinTestWalletKind, readonly [string, ...string[]]>> =
  {
    xverse: ['XverseProviders', 'BitcoinProvider'],
    unisat: ['unisat'],
    okx: ['okxwallet', 'bitcoin'],
    leather: ['LeatherProvider'],
    phantom: ['phantom', 'bitcoin'],
  }

/**
 * Puts `provider` at its kind's path on `target`, keeping any object already on the way (an EVM or
 * Solana provider of the same wallet on `window.phantom` or `window.okxwallet`), and registers the
 * kind's `btc_providers` entry. The returned function puts back what was there.
 */
export function injectBitcoinTestProvider(
  target: Window,
  kind: BitcoinTestWalletKind,
  provider: object,
): () => void {
  const root = target as unknown as Record<string, unknown>
  const path = BITCOIN_PROVIDER_PATHS[kind]
  const [first, ...rest] = path
  const created: string[] = []
  let holder = root
  let key = first
  for (const next of rest) {
    const existing = holder[key]
    if (typeof existing !== 'object' || existing === null) {
      holder[key] = {}
      if (holder === root) created.push(key)
    }
    holder = holder[key] as Record<string, unknown>
    key = next
  }
  const hadValue = Object.hasOwn(holder, key)
  const previous = holder[key]
  holder[key] = provider
  const entry = BITCOIN_PROVIDER_LIST_ENTRIES[kind]
  const list =
    entry === undefined ? undefined : ((root.btc_providers as BitcoinProviderListEntry[] | undefined) ?? [])
  if (entry !== undefined && list !== undefined) {
    root.btc_providers = [...list.filter((item) => item.id !== entry.id), entry]
  }
  return () => {
    if (holder[key] === provider) {
      if (hadValue) holder[key] = previous
      else delete holder[key]
    }
    for (const name of created)
      if (rest.length > 0 && Object.keys(root[name] as object).length === 0) delete root[name]
    if (entry !== undefined) {
      const current = (root.btc_providers as BitcoinProviderListEntry[] | undefined) ?? []
      root.btc_providers = current.filter((item) => item !== entry)
    }
  }
}
