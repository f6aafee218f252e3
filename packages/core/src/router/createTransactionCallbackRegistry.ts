/** [ROUTER-015] The callbacks of a transaction-stack entry. */
export type TransactionCallbacks = {
  readonly onSuccess?: () => void
  readonly onCancel?: () => void
}

/**
 * Holds the `onSuccess` / `onCancel` callbacks of transaction-stack entries, keyed by entry id.
 * They cannot live in the router's state: state must stay plain serialisable data (devtools,
 * snapshots, comparisons by value; STYLE §4), and a function is none of those. One registry
 * belongs to one router store; `createAppKit` creates them together.
 */
export type TransactionCallbackRegistry = {
  /** A new entry id, unique within this registry (`transaction-1`, `transaction-2`, …). */
  createId(): string
  /** Stores the callbacks of entry `id`. */
  set(id: string, callbacks: TransactionCallbacks): void
  /** Returns and forgets the callbacks of entry `id`. */
  take(id: string): TransactionCallbacks | undefined
  /** How many entries still have callbacks. */
  size(): number
}

/** Creates an empty callback registry for one router store. */
export function createTransactionCallbackRegistry(): TransactionCallbackRegistry {
  const callbacksById = new Map<string, TransactionCallbacks>()
  let lastId = 0
  return {
    createId: () => {
      lastId += 1
      return `transaction-${lastId}`
    },
    set: (id, callbacks) => {
      callbacksById.set(id, callbacks)
    },
    take: (id) => {
      const callbacks = callbacksById.get(id)
      callbacksById.delete(id)
      return callbacks
    },
    size: () => callbacksById.size,
  }
}
