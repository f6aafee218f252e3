'use client'

import { type ReactNode, useEffect } from 'react'
import { AppKitContext } from './AppKitContext.js'
import type { AppKitContextValue } from './AppKitContextValue.js'

/** Props of `AppKitProvider`. */
export type AppKitProviderProps = {
  /** The modal instance: what `createAppKit` returns. */
  readonly value: AppKitContextValue
  readonly children?: ReactNode
}

/**
 * Provides a modal instance to the hooks and buttons below it. Optional in the browser: after
 * `createAppKit` the hooks find its instance without a provider; use one to scope a subtree to
 * another instance. Required with server rendering, where no instance is shared between requests;
 * once the tree has hydrated it starts what a server-rendered instance defers (`hydrate`).
 *
 * @example
 * <AppKitProvider value={appKit}><ConnectButton /></AppKitProvider>
 */
export function AppKitProvider({ value, children }: AppKitProviderProps) {
  // Effects run after hydration: restoring sessions earlier would change what the page renders
  // before React compared it with the server's HTML.
  useEffect(() => {
    value.hydrate?.()
  }, [value])
  return <AppKitContext.Provider value={value}>{children}</AppKitContext.Provider>
}
