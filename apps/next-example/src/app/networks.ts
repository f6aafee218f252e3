import { createWagmiAdapter, type WagmiAdapter } from '@atrium/adapter-wagmi'
import { base, defineNetwork, mainnet, optimism } from '@atrium/appkit/networks'
import { cookieStorage } from 'wagmi'
import type { ExampleConfig } from './config'

/** The catalogue networks of the devnet's chains, at the given RPC URLs. */
export function getNetworks(rpcUrls: ExampleConfig['rpcUrls']) {
  return [
    defineNetwork(mainnet, { rpcUrls: rpcUrls[1] }),
    defineNetwork(optimism, { rpcUrls: rpcUrls[10] }),
    defineNetwork(base, { rpcUrls: rpcUrls[8453] }),
  ]
}

/**
 * The wagmi adapter, with `ssr` and wagmi's cookie storage: the server reads wagmi's cookie too
 * (`cookieToInitialState` of wagmi) and `WagmiProvider` loads the stored state after hydration.
 */
export function createAdapter(rpcUrls: ExampleConfig['rpcUrls']): WagmiAdapter {
  return createWagmiAdapter({ networks: getNetworks(rpcUrls), ssr: true, storage: cookieStorage })
}
