/** The key-value storage of the WalletConnect clients, in memory: one per simulated page. */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <value>() => [...entries.entries()] as [string, value][],
    getItem: async <value>(key: string) => entries.get(key) as value | undefined,
    setItem: async <value>(key: string, value: value) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
