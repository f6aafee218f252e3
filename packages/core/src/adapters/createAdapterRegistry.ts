import type { Namespace } from '@atrium/common'
import { ChainAdapterNotFoundError, ChainRequiredError } from '../errors/network.js'
import type { ChainAdapter } from './ChainAdapter.js'

/**
 * The chain adapters of one modal instance, at most one per namespace. Not a store: adapters are
 * objects with methods, which store state must never hold (STYLE §4). `createAppKit` fills it,
 * possibly late (adapters may load lazily), and passes it to the actions that talk to wallets.
 */
export type AdapterRegistry = {
  readonly adapters: Map<Namespace, ChainAdapter>
}

/**
 * Creates a registry holding `adapters`; a later adapter of the same namespace replaces an earlier one.
 *
 * @example
 * const registry = createAdapterRegistry([wagmiAdapter, solanaAdapter])
 * getAdapter(registry, 'eip155') // wagmiAdapter
 */
export function createAdapterRegistry(adapters: readonly ChainAdapter[] = []): AdapterRegistry {
  const registry: AdapterRegistry = { adapters: new Map() }
  for (const adapter of adapters) registerAdapter(registry, adapter)
  return registry
}

/** Adds `adapter` under its namespace, replacing any adapter already there. */
export function registerAdapter(registry: AdapterRegistry, adapter: ChainAdapter): void {
  registry.adapters.set(adapter.namespace, adapter)
}

/** Every registered adapter, in registration order. */
export function listAdapters(registry: AdapterRegistry): readonly ChainAdapter[] {
  return [...registry.adapters.values()]
}

/** True when no adapter is registered yet: the "client not set" case of ERR-016 / ERR-017. */
export function isAdapterRegistryEmpty(registry: AdapterRegistry): boolean {
  return registry.adapters.size === 0
}

export type GetAdapterErrorType = ChainRequiredError | ChainAdapterNotFoundError

/**
 * The adapter of `namespace`.
 *
 * @throws ChainRequiredError 'Chain is required…' when `namespace` is missing (ERR-018).
 * @throws ChainAdapterNotFoundError 'Chain adapter not found' when none serves `namespace` (ERR-015).
 */
export function getAdapter(registry: AdapterRegistry, namespace: Namespace | undefined): ChainAdapter {
  if (namespace === undefined) throw new ChainRequiredError()
  const adapter = registry.adapters.get(namespace)
  if (adapter === undefined) throw new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}` })
  return adapter
}
