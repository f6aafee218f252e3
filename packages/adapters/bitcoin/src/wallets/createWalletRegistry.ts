import { CONNECTOR_EXPLORER_IDS } from '@atrium/common'
import type { WalletDescriptor } from '@atrium/core'
import type { BitcoinWalletConnector } from './BitcoinWalletConnector.js'

/**
 * When the adapter looks again for wallets after it was created: extensions inject at document start,
 * but some only once their content script ran. Later arrivals are found on the next `listWallets()`.
 */
export const WALLET_DETECTION_DELAYS_MS = [100, 500, 1_500, 3_000] as const

function toDescriptor(connector: BitcoinWalletConnector): WalletDescriptor {
  const imageUrl = connector.getImageUrl()
  const explorerId = CONNECTOR_EXPLORER_IDS[connector.name]
  return {
    id: connector.id,
    name: connector.name,
    type: 'INJECTED',
    provider: true,
    info: { rdns: connector.rdns },
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(explorerId === undefined ? {} : { explorerId }),
  }
}

/**
 * The wallets whose provider is injected, as descriptors: re-read on every `list()` and a few times
 * after creation (`WALLET_DETECTION_DELAYS_MS`); `onChange` hears every change of the list, whose
 * array keeps its identity until then.
 */
export function createWalletRegistry(
  connectors: readonly BitcoinWalletConnector[],
  onChange: (wallets: readonly WalletDescriptor[]) => void,
) {
  let wallets: readonly WalletDescriptor[] = []
  let key = JSON.stringify(wallets)
  const refresh = (): readonly WalletDescriptor[] => {
    const next = connectors.filter((connector) => connector.isInstalled()).map(toDescriptor)
    const nextKey = JSON.stringify(next)
    if (nextKey !== key) {
      wallets = next
      key = nextKey
      onChange(wallets)
    }
    return wallets
  }
  refresh()
  if (typeof (globalThis as { window?: unknown }).window === 'object') {
    for (const delay of WALLET_DETECTION_DELAYS_MS) setTimeout(refresh, delay)
  }
  return {
    list: refresh,
    /** The connector of `id`, installed or not. */
    find: (id: string): BitcoinWalletConnector | undefined =>
      connectors.find((connector) => connector.id === id),
  }
}
