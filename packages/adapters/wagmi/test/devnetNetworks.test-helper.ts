import { base, type CaipNetwork, defineNetwork, mainnet, optimism } from '@atrium/common'
import type { TestWalletChain } from '@atrium/testing'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devnet's EVM chains, provided by vitest.globalSetup.ts. */
    devnetEvm: { chainId: number; rpcUrl: string }[]
    /** The devnet's Blockchain API URL, provided by vitest.globalSetup.ts. */
    devnetBlockchainApi: string
  }
}

/** The devnet chains the global setup started. */
export function getDevnetChains(): [TestWalletChain, ...TestWalletChain[]] {
  const [first, ...rest] = inject('devnetEvm')
  if (first === undefined) throw new Error('the devnet started no EVM chain')
  return [first, ...rest]
}

/** The RPC URL of a devnet chain. */
export function getDevnetUrl(chainId: number): string {
  const chain = getDevnetChains().find((entry) => entry.chainId === chainId)
  if (chain === undefined) throw new Error(`the devnet has no chain ${chainId}`)
  return chain.rpcUrl
}

/** Ethereum, OP Mainnet and Base pointed at the devnet, as the laboratory configures them. */
export function getDevnetNetworks(): [CaipNetwork<'eip155'>, ...CaipNetwork<'eip155'>[]] {
  return [
    defineNetwork(mainnet, { rpcUrls: getDevnetUrl(1) }),
    defineNetwork(optimism, { rpcUrls: getDevnetUrl(10) }),
    defineNetwork(base, { rpcUrls: getDevnetUrl(8453) }),
  ]
}

/** The devnet's Blockchain API URL. */
export function getDevnetBlockchainApiUrl(): string {
  const url = inject('devnetBlockchainApi')
  if (url === '') throw new Error('the devnet started no Blockchain API')
  return url
}
