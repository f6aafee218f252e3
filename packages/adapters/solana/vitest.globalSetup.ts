import { startSolanaChain } from '@atrium/devnet'
import type { TestProject } from 'vitest/node'

/**
 * Starts the local Solana chain once, in Node, for all test files. Files that send use their own
 * funded dev accounts, so parallel files never spend from the same account.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chain = await startSolanaChain({ port: 0 })
  project.provide('devnetSolana', {
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
    networkId: chain.networkId,
    genesisHash: chain.genesisHash,
  })
  return () => chain.stop()
}
