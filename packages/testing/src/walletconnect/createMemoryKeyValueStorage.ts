/** The storage interface WalletConnect core accepts (`IKeyValueStorage`). */
export type WalletConnectKeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<value = unknown>(): Promise<[string, value][]>
  getItem<value = unknown>(key: string): Promise<value | undefined>
  setItem<value = unknown>(key: string, value: value): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * In-memory storage for a WalletConnect client. Without one, core 2.25 in Node writes a
 * `walletconnect.db` file through unstorage. Values are stored as JSON, as core's own storage does,
 * so no caller keeps a live reference into the store.
 */
export function createMemoryKeyValueStorage(): WalletConnectKeyValueStorage {
  const items = new Map<string, string>()
  const read = (text: string) => JSON.parse(text, (_key, value) => value)
  return {
    async getKeys() {
      return [...items.keys()]
    },
    async getEntries<value>() {
      return [...items].map(([key, text]): [string, value] => [key, read(text)])
    },
    async getItem<value>(key: string) {
      const text = items.get(key)
      return text === undefined ? undefined : (read(text) as value)
    },
    async setItem(key, value) {
      items.set(
        key,
        JSON.stringify(value, (_key, inner: unknown) =>
          typeof inner === 'bigint' ? inner.toString() : inner,
        ),
      )
    },
    async removeItem(key) {
      items.delete(key)
    },
  }
}
