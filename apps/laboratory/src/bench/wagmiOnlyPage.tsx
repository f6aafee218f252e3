import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { base, mainnet, optimism } from 'viem/chains'
import { createConfig, http, injected, WagmiProvider } from 'wagmi'
import { devnet } from '../devnet.js'

// What the bench's reference pages share: the same wagmi app as the Atrium pages, without the
// modal, with only the injected connector.
const rpcUrl = (chainId: number) => devnet.evm.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
const config = createConfig({
  chains: [mainnet, optimism, base],
  connectors: [injected()],
  transports: {
    [mainnet.id]: http(rpcUrl(1)),
    [optimism.id]: http(rpcUrl(10)),
    [base.id]: http(rpcUrl(8453)),
  },
})

/** Renders `button` inside the wagmi providers. */
export function startWagmiOnlyPage(button: ReactNode) {
  const queryClient = new QueryClient()
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <WagmiProvider config={config}>
          <QueryClientProvider client={queryClient}>{button}</QueryClientProvider>
        </WagmiProvider>
      </StrictMode>,
    )
  }
}
