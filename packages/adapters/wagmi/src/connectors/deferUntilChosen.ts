import type { CreateConnectorFn } from '@wagmi/core'

/**
 * Wraps a connector whose provider comes from a wallet SDK (Coinbase Wallet) so the SDK loads only
 * once the user picks that wallet, never at page start. wagmi's `reconnect()` asks every
 * connector for its provider and whether it is authorised, which would download the SDK on every
 * page load; until the wallet is chosen (`connect`, remembered in wagmi's storage for later
 * visits) the wrapper answers "no provider" and "not authorised" without touching the SDK.
 */
export function deferUntilChosen(connectorFn: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = connectorFn(config)
    const chosenKey = `${connector.id}.chosen`
    // wagmi types storage keys per connector; this one is ours, so the typed API is bypassed.
    const storage = config.storage as
      | {
          getItem(key: string): Promise<unknown>
          setItem(key: string, value: unknown): Promise<void>
          removeItem(key: string): Promise<void>
        }
      | null
      | undefined
    let chosen = false
    const isChosen = async () => chosen || Boolean(await storage?.getItem(chosenKey))
    return {
      ...connector,
      async connect(parameters) {
        chosen = true
        const result = await connector.connect.call(this, parameters as never)
        await storage?.setItem(chosenKey, true)
        return result as never
      },
      async disconnect() {
        if (!(await isChosen())) return
        await connector.disconnect.call(this)
        chosen = false
        await storage?.removeItem(chosenKey)
      },
      async getProvider(parameters) {
        if (!(await isChosen())) return undefined
        return connector.getProvider.call(this, parameters)
      },
      async isAuthorized() {
        if (!(await isChosen())) return false
        return connector.isAuthorized.call(this)
      },
    }
  }
}
