import type { Config } from '@wagmi/core'

type PersistApi = {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

function persistOf(config: Config): PersistApi | undefined {
  return (config._internal.store as unknown as { persist?: PersistApi }).persist
}

/** Every id and rdns of the config's connectors. */
function knownIds(config: Config): Set<string> {
  const ids = new Set<string>()
  for (const connector of config.connectors) {
    ids.add(connector.id)
    const { rdns } = connector
    if (typeof rdns === 'string') ids.add(rdns)
    else for (const value of rdns ?? []) ids.add(value)
  }
  return ids
}

/** One EIP-6963 announcement, as wagmi's store holds it. */
export type AnnouncedProvider = ReturnType<NonNullable<Config['_internal']['mipd']>['getProviders']>[number]

/** The EIP-6963 announcements that are not a connector yet, one per rdns. */
export function getPendingAnnouncements(config: Config): AnnouncedProvider[] {
  const known = knownIds(config)
  return (config._internal.mipd?.getProviders() ?? []).filter((detail) => {
    if (known.has(detail.info.rdns)) return false
    known.add(detail.info.rdns)
    return true
  })
}

/**
 * Turns the pending EIP-6963 announcements into wagmi connectors, through wagmi's own setup. Only
 * once wagmi's stored state is loaded: with `ssr`, wagmi keeps its connector list as the server
 * rendered it until then (its hydration adds them too).
 */
export function addAnnouncedConnectors(config: Config): void {
  const persist = persistOf(config)
  if (persist !== undefined && !persist.hasHydrated()) return
  const pending = getPendingAnnouncements(config)
  if (pending.length === 0) return
  const { connectors } = config._internal
  connectors.setState((current) => [
    ...current,
    ...pending.map((detail) => connectors.setup(connectors.providerDetailToConnector(detail))),
  ])
}

/**
 * Makes sure every EIP-6963 wallet becomes a connector, whenever it announced itself. wagmi adds
 * the wallets announced before the config was made and those announced after its stored state was
 * loaded, but drops those announced in between (the state loads asynchronously, so a wallet that
 * answers the config's own `eip6963:requestProvider` at once can fall in that gap). `onChange` runs
 * on every announcement, since the wallet list may change before wagmi's connectors do.
 * Returns a function that stops watching.
 */
export function watchAnnouncedWallets(config: Config, onChange: () => void): () => void {
  const { mipd } = config._internal
  if (mipd === undefined) return () => undefined
  const update = () => {
    addAnnouncedConnectors(config)
    onChange()
  }
  const stops = [mipd.subscribe(update), persistOf(config)?.onFinishHydration(update) ?? (() => undefined)]
  addAnnouncedConnectors(config)
  return () => {
    for (const stop of stops) stop()
  }
}
