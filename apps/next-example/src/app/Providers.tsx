'use client'

import type { AppKitInitialState } from '@atrium/appkit'
import { AppKitProvider } from '@atrium/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { getAtrium } from './atrium'
import type { ExampleConfig } from './config'

export type ProvidersProps = {
  readonly children: ReactNode
  readonly config: ExampleConfig
  /** Atrium's state from the request's cookies. */
  readonly initialState: AppKitInitialState
  /** wagmi's state from the request's cookies. */
  readonly wagmiState: State | undefined
}

/** wagmi, TanStack Query and Atrium for the page, started from the request's cookies. */
export function Providers({ children, config, initialState, wagmiState }: ProvidersProps) {
  const [{ appKit, wagmiAdapter }] = useState(() => getAtrium(config, initialState))
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={wagmiState}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider value={appKit}>{children}</AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
