import { startDevnet } from '@atrium/devnet'
import type { TestProject } from 'vitest/node'

/**
 * Starts the devnet once, in Node, for all test files (a file in happy-dom would otherwise log the
 * refused connections of its start-up polling). Files that send transactions use their own funded
 * account, so parallel files never race for a nonce.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ portBase: 'auto' })
  project.provide(
    'devnetEvm',
    devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  )
  project.provide('devnetBlockchainApi', devnet.blockchainApi?.url ?? '')
  return () => devnet.stop()
}
