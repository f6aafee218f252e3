import { createWagmiAdapter } from '@atrium/adapter-wagmi'
import { base, defineNetwork, mainnet, optimism } from '@atrium/appkit/networks'
import { type CreateAppKitOptions, createAppKit } from '@atrium/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { devnet } from '../devnet.js'

// What every Atrium bench page shares: a wagmi app on three devnet chains with the modal added,
// as a dApp writes it. Each page differs only in its button and options.
const rpcUrl = (chainId: number) => devnet.evm.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
const networks = [
  defineNetwork(mainnet, { rpcUrls: rpcUrl(1) }),
  defineNetwork(optimism, { rpcUrls: rpcUrl(10) }),
  defineNetwork(base, { rpcUrls: rpcUrl(8453) }),
] as const

/** Creates the page's modal instance and renders `button` inside the wagmi providers. */
export function startBenchPage(
  description: string,
  button: ReactNode,
  options: Pick<CreateAppKitOptions, 'apiUrls'> = {},
) {
  const wagmiAdapter = createWagmiAdapter({ networks: [...networks] })
  const appKit = createAppKit({
    adapters: [wagmiAdapter],
    networks: [...networks],
    projectId: 'atrium-bench',
    metadata: { name: 'Atrium bench', description, url: window.location.origin, icons: [] },
    ...options,
  })
  const queryClient = new QueryClient()
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <WagmiProvider config={wagmiAdapter.wagmiConfig}>
          <QueryClientProvider client={queryClient}>{button}</QueryClientProvider>
        </WagmiProvider>
      </StrictMode>,
    )
  }
  return appKit
}
