import { createStore } from 'zustand/vanilla'
import { type ResolvedOptions, resolveOptions } from './resolveOptions.js'

/**
 * The resolved options as store state: plain data only, so `siweConfig` and `siwx` (objects of
 * callbacks) stay with appkit, which passes them to the sign-in code; the state records which one
 * is configured in `signInMethod`.
 */
export type OptionsState = Omit<ResolvedOptions, 'siweConfig' | 'siwx'> & {
  readonly signInMethod: 'siwe' | 'siwx' | undefined
}

/** The store state of resolved options: drops the sign-in callbacks, keeps which one is set. */
export function toOptionsState(options: ResolvedOptions): OptionsState {
  const { siweConfig, siwx, ...rest } = options
  const signInMethod = siweConfig !== undefined ? 'siwe' : siwx !== undefined ? 'siwx' : undefined
  return { ...rest, signInMethod }
}

/**
 * Creates an options store. Without `initial` it holds the defaults (`resolveOptions({})`); appkit
 * passes `toOptionsState(resolveOptions(appOptions))`.
 */
export function createOptionsStore(initial: Partial<OptionsState> = {}) {
  return createStore<OptionsState>()(() => ({ ...toOptionsState(resolveOptions({})), ...initial }))
}

/** An options store. */
export type OptionsStore = ReturnType<typeof createOptionsStore>
