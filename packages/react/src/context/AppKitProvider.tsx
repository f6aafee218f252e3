'use client'

import type { ReactNode } from 'react'
import { AppKitContext } from './AppKitContext.js'
import type { AppKitContextValue } from './AppKitContextValue.js'

/** Props of `AppKitProvider`. */
export type AppKitProviderProps = {
  /** The modal instance: what `createAppKit` returns. */
  readonly value: AppKitContextValue
  readonly children?: ReactNode
}

/**
 * Provides a modal instance to the hooks and buttons below it. Optional: after `createAppKit` the
 * hooks find its instance without a provider; use one to scope a subtree to another instance.
 *
 * @example
 * <AppKitProvider value={appKit}><ConnectButton /></AppKitProvider>
 */
export function AppKitProvider({ value, children }: AppKitProviderProps) {
  return <AppKitContext.Provider value={value}>{children}</AppKitContext.Provider>
}
