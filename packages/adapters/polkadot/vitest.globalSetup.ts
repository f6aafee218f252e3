import { startPolkadotChain } from '@atrium/devnet'
import type { TestProject } from 'vitest/node'

/**
 * Starts the local Polkadot chain once, in Node, for all test files. It is lazy: the port listens
 * at once and chopsticks (~6 s, ~300 MB) starts only when a test first connects, so a run of the
 * unit tests alone never starts it. Files that send transfers use their own funded dev account, so
 * parallel files never race for a nonce.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chain = await startPolkadotChain({ port: 0, lazy: true })
  project.provide('devnetPolkadot', {
    wsUrl: chain.wsUrl,
    httpUrl: chain.httpUrl,
    name: chain.name,
    networkId: chain.networkId,
    genesisHash: chain.genesisHash,
    ss58Prefix: chain.ss58Prefix,
    tokenSymbol: chain.tokenSymbol,
    tokenDecimals: chain.tokenDecimals,
    accountBalance: chain.accountBalance.toString(),
  })
  return () => chain.stop()
}
