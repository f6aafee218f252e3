import { createLazyLoader } from '@atrium/common'
import type { CreateConnectorFn } from '@wagmi/core'

/** What the wallet list shows of a deferred connector before its code is loaded. */
export type DeferredConnectorIdentity = {
  readonly id: string
  readonly name: string
  readonly type: string
  readonly rdns?: string | undefined
}

type ConnectorOf = ReturnType<CreateConnectorFn>
type StorageLike = {
  getItem(key: string): Promise<unknown>
  setItem(key: string, value: unknown): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * A connector whose code (the wagmi connector and, through it, a wallet SDK such as Coinbase
 * Wallet's) loads only once the user picks that wallet, never at page start. It shows `identity`
 * in the wallet list; `loadConnector` imports the real connector on the first `connect`, and every
 * call is then handed to it with the same wagmi config (so its events reach wagmi as usual).
 * wagmi's `reconnect()` asks every connector for its provider and whether it is authorised, which
 * would download the code on every page load; until the wallet is chosen (`connect`, remembered
 * in wagmi's storage for later visits) the wrapper answers "no provider" and "not authorised"
 * without loading anything.
 */
export function deferUntilChosen(
  identity: DeferredConnectorIdentity,
  loadConnector: () => Promise<CreateConnectorFn>,
): CreateConnectorFn {
  return (config) => {
    const chosenKey = `${identity.id}.chosen`
    // wagmi types storage keys per connector; this one is ours, so the typed API is bypassed.
    const storage = config.storage as StorageLike | null | undefined
    let chosen = false
    const { load } = createLazyLoader(async () => (await loadConnector())(config))
    const isChosen = async () => chosen || Boolean(await storage?.getItem(chosenKey))

    const deferred: ConnectorOf = {
      ...identity,
      async connect(parameters) {
        chosen = true
        const connector = await load()
        const result = await connector.connect.call(this, parameters as never)
        await storage?.setItem(chosenKey, true)
        return result as never
      },
      async disconnect() {
        if (!(await isChosen())) return
        const connector = await load()
        await connector.disconnect.call(this)
        chosen = false
        await storage?.removeItem(chosenKey)
      },
      async getAccounts() {
        return (await load()).getAccounts.call(this)
      },
      async getChainId() {
        return (await load()).getChainId.call(this)
      },
      async getProvider(parameters) {
        if (!(await isChosen())) return undefined
        return (await load()).getProvider.call(this, parameters)
      },
      async isAuthorized() {
        if (!(await isChosen())) return false
        return (await load()).isAuthorized.call(this)
      },
      async switchChain(parameters) {
        const { switchChain } = await load()
        if (switchChain === undefined) throw new Error(`${identity.name} cannot switch chains`)
        return switchChain.call(this, parameters)
      },
      // Wallet events only come from a loaded connector's provider, so these run after `load`.
      onAccountsChanged(accounts) {
        void load().then((connector) => connector.onAccountsChanged.call(this, accounts))
      },
      onChainChanged(chainId) {
        void load().then((connector) => connector.onChainChanged.call(this, chainId))
      },
      onDisconnect(error) {
        void load().then((connector) => connector.onDisconnect.call(this, error))
      },
    }
    return deferred
  }
}
