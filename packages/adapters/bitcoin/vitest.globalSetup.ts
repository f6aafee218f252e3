import { startBitcoinChain } from '@atrium/devnet'
import type { TestProject } from 'vitest/node'

/**
 * Starts the local Bitcoin chain once, in Node, for all test files. Each file pays from its own
 * devnet account, so parallel files never spend the same coins.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chain = await startBitcoinChain({ port: 0 })
  project.provide('bitcoinEsploraUrl', chain.url)
  return () => chain.stop()
}
