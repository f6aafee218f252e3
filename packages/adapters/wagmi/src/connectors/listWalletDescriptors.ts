import { BROWSER_WALLET_CONNECTOR_NAME, CONNECTOR_IDS } from '@atrium/common'
import type { WalletDescriptor } from '@atrium/core'
import type { Config, Connector } from '@wagmi/core'
import { getPendingAnnouncements } from './watchAnnouncedWallets.js'

/** wagmi's connector type of the embedded wallet; the list reports it as core's `AUTH`. */
export const EMBEDDED_WALLET_CONNECTOR_TYPE = 'AUTH'

/** Order of the list: announced wallets first (the user's installed ones), then the others. */
const TYPE_ORDER: Readonly<Record<WalletDescriptor['type'], number>> = {
  ANNOUNCED: 0,
  INJECTED: 1,
  EXTERNAL: 2,
  WALLET_CONNECT: 3,
  AUTH: 4,
}

function hasWindowEthereum(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum != null
}

/** The wallet of one wagmi connector, as core's connector list wants it (CONNECTOR-023). */
export function toWalletDescriptor(
  connector: Connector,
  announcedRdns: ReadonlySet<string>,
): WalletDescriptor {
  const imageUrl = connector.icon === undefined ? {} : { imageUrl: connector.icon }
  if (announcedRdns.has(connector.id)) {
    return {
      id: connector.id,
      name: connector.name,
      type: 'ANNOUNCED',
      provider: true,
      info: { rdns: connector.id },
      ...imageUrl,
    }
  }
  if (connector.type === EMBEDDED_WALLET_CONNECTOR_TYPE) {
    return { id: connector.id, name: connector.name, type: 'AUTH', provider: true }
  }
  if (connector.type === 'injected') {
    const name = connector.id === CONNECTOR_IDS.INJECTED ? BROWSER_WALLET_CONNECTOR_NAME : connector.name
    return { id: connector.id, name, type: 'INJECTED', provider: hasWindowEthereum(), ...imageUrl }
  }
  const rdns = typeof connector.rdns === 'string' ? { info: { rdns: connector.rdns } } : {}
  const type = connector.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL'
  // An SDK wallet's provider is created on demand, so it is always available.
  return { id: connector.id, name: connector.name, type, provider: true, ...rdns, ...imageUrl }
}

/**
 * The wallets of a wagmi config: one per connector id (an rdns announced twice is listed once),
 * announced EIP-6963 wallets first. Announced wallets are those of wagmi's EIP-6963 store
 * (`_internal.mipd`): the connectors wagmi made from them (their id is the rdns) and, with `ssr`
 * before wagmi's state is loaded, the announcements not turned into connectors yet (`connect`
 * turns them).
 */
export function listWalletDescriptors(config: Config): WalletDescriptor[] {
  const announcedRdns = new Set(
    (config._internal.mipd?.getProviders() ?? []).map((detail) => detail.info.rdns),
  )
  const seen = new Set<string>()
  const wallets: WalletDescriptor[] = []
  for (const connector of config.connectors) {
    if (seen.has(connector.id)) continue
    seen.add(connector.id)
    wallets.push(toWalletDescriptor(connector, announcedRdns))
  }
  for (const { info } of getPendingAnnouncements(config)) {
    if (seen.has(info.rdns)) continue
    seen.add(info.rdns)
    wallets.push({
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      provider: true,
      info: { rdns: info.rdns },
      imageUrl: info.icon,
    })
  }
  return wallets.sort((left, right) => TYPE_ORDER[left.type] - TYPE_ORDER[right.type])
}
