import { type ChainAdapter, InvalidOptionError, type ResolvedOptions, resolveOptions } from '@atrium/core'
import type { CreateAppKitOptions } from './CreateAppKitOptions.js'

function isChainAdapter(value: unknown): value is ChainAdapter {
  if (typeof value !== 'object' || value === null) return false
  const adapter = value as Partial<Record<keyof ChainAdapter, unknown>>
  return (
    typeof adapter.namespace === 'string' &&
    typeof adapter.listWallets === 'function' &&
    typeof adapter.connect === 'function' &&
    typeof adapter.disconnect === 'function' &&
    typeof adapter.subscribe === 'function'
  )
}

/**
 * [OPT-001..013] The options core resolves (defaults applied, `InvalidOptionError` /
 * `SiweSiwxConflictError` on a bad one) and the adapters, checked to be adapter objects: a
 * class or a factory passed by mistake fails here, by name, instead of on the first connect.
 *
 * @throws InvalidOptionError 'Invalid option "adapters[0]": …'
 */
export function splitOptions(options: CreateAppKitOptions): {
  readonly resolved: ResolvedOptions
  readonly adapters: readonly ChainAdapter[]
} {
  const {
    adapters,
    storage: _storage,
    timers: _timers,
    clock: _clock,
    ssr: _ssr,
    initialState: _initialState,
    ...coreOptions
  } = options
  const resolved = resolveOptions(coreOptions)
  if (!Array.isArray(adapters)) {
    throw new InvalidOptionError({ option: 'adapters', reason: 'must be a list of chain adapters' })
  }
  adapters.forEach((adapter: unknown, index) => {
    if (!isChainAdapter(adapter)) {
      throw new InvalidOptionError({
        option: `adapters[${index}]`,
        reason: 'must be a chain adapter (e.g. made by createWagmiAdapter)',
      })
    }
  })
  return { resolved, adapters }
}
