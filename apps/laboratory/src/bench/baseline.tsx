import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { base, mainnet, optimism } from 'viem/chains'
import { createConfig, http, injected, useConnect, WagmiProvider } from 'wagmi'
import { devnet } from '../devnet.js'

// The bench's baseline: the same wagmi app without the modal, with only the injected connector.
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
const queryClient = new QueryClient()

function ConnectInjected() {
  const { connect, connectors } = useConnect()
  return (
    <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>
      Connect wallet
    </button>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ConnectInjected />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
