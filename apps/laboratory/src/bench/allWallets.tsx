import { createWagmiAdapter } from '@atrium/adapter-wagmi'
import { base, defineNetwork, mainnet, optimism } from '@atrium/appkit/networks'
import { ConnectButton, createAppKit } from '@atrium/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { devnet } from '../devnet.js'

// The page the All Wallets bench measures: the minimal page with the wallet directory the bench
// starts (`?directory=<url>`), and the instance on `window.__benchAppKit` so the bench can see when
// a search's results reach the store.
const rpcUrl = (chainId: number) => devnet.evm.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
const networks = [
  defineNetwork(mainnet, { rpcUrls: rpcUrl(1) }),
  defineNetwork(optimism, { rpcUrls: rpcUrl(10) }),
  defineNetwork(base, { rpcUrls: rpcUrl(8453) }),
] as const
const wagmiAdapter = createWagmiAdapter({ networks: [...networks] })
const directory = new URLSearchParams(window.location.search).get('directory') ?? undefined
const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks: [...networks],
  projectId: 'atrium-bench',
  metadata: { name: 'Atrium bench', description: 'All Wallets', url: window.location.origin, icons: [] },
  ...(directory === undefined ? {} : { apiUrls: { walletDirectory: directory } }),
})
Object.assign(window, { __benchAppKit: appKit })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <ConnectButton />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
