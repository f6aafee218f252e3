import { createWagmiAdapter } from '@atrium/adapter-wagmi'
import { base, defineNetwork, mainnet, optimism } from '@atrium/appkit/networks'
import { createAppKit } from '@atrium/appkit/react'
import { createTestWallet } from '@atrium/testing/wallet'
import { devnet } from '../devnet.js'

const CATALOGUE = [mainnet, optimism, base]

function toNetwork(chain: (typeof devnet.evm)[number]) {
  const network = CATALOGUE.find((candidate) => candidate.id === chain.chainId)
  if (!network) throw new Error(`the laboratory knows no catalogue network with chain id ${chain.chainId}`)
  return defineNetwork(network, { rpcUrls: chain.rpcUrl })
}

const [firstChain, ...otherChains] = devnet.evm
if (!firstChain) throw new Error('the devnet has no EVM chain')

/** The catalogue networks of the devnet's chains, pointed at their local nodes. */
export const networks = [toNetwork(firstChain), ...otherChains.map(toNetwork)] as const

// `pnpm lab` has no browser extension: announce an in-browser wallet with a funded devnet key.
// End-to-end tests install their own wallet and open the page with `?devWallet=off`.
if (new URLSearchParams(window.location.search).get('devWallet') !== 'off') {
  createTestWallet({
    privateKey: devnet.devWalletPrivateKey,
    chains: [firstChain, ...otherChains],
    name: 'Laboratory Dev Wallet',
    rdns: 'io.atrium.laboratory.devwallet',
  }).announce(window)
}

export const wagmiAdapter = createWagmiAdapter({ networks: [...networks], pollingInterval: 20 })

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks: [...networks],
  projectId: 'atrium-laboratory',
  metadata: {
    name: 'Atrium Laboratory',
    description: 'Every adapter and feature of Atrium against the local devnet',
    url: window.location.origin,
    icons: [],
  },
  features: { analytics: false },
  // The devnet's loopback relay: WalletConnect pairs without leaving 127.0.0.1.
  walletConnect: devnet.relayUrl === undefined ? undefined : { relayUrl: devnet.relayUrl },
})
