import { type CaipNetwork, defineNetwork, solanaDevnet } from '@atrium/common'
import { getSolanaDevnetNetwork } from '@atrium/devnet'
import { inject } from 'vitest'

/** The local chain as vitest.globalSetup.ts provides it (plain data: it crosses a worker boundary). */
export type ProvidedSolanaChain = {
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly networkId: `solana:${string}`
  readonly genesisHash: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local Solana chain, provided by vitest.globalSetup.ts. */
    devnetSolana: ProvidedSolanaChain
  }
}

/** The local chain the global setup started. */
export function getSolanaChain(): ProvidedSolanaChain {
  return inject('devnetSolana')
}

/** The local chain as a network, exactly as the laboratory configures it. */
export function getLocalNetwork(): CaipNetwork<'solana'> {
  return getSolanaDevnetNetwork(getSolanaChain())
}

/**
 * Solana devnet pointed at a closed loopback port: a second configured network to switch to.
 * Nothing is ever sent to it (switching only changes the adapter's connection).
 */
export function getUnreachableDevnet(): CaipNetwork<'solana'> {
  return defineNetwork(solanaDevnet, { rpcUrls: 'http://127.0.0.1:9' })
}

/** The networks of the tests: the local chain first, then the unreachable devnet. */
export function getTestNetworks(): [CaipNetwork<'solana'>, CaipNetwork<'solana'>] {
  return [getLocalNetwork(), getUnreachableDevnet()]
}
