import { DIRECTORY_FAULT_ROUTE, startWalletDirectory } from '@atrium/devnet'
import type { TestProject } from 'vitest/node'
import type {} from './test/helpers/walletDirectory.test-helper.js'

/**
 * Starts the devnet's wallet directory once for the run, here in Node: served from a test file,
 * its HTTP server would build requests with Happy DOM's `Request`, which it cannot read.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await startWalletDirectory({ port: 0, wallets: 5_000 })
  project.provide('walletDirectoryUrl', directory.url)
  project.provide('walletDirectoryFaultUrl', `${directory.url}${DIRECTORY_FAULT_ROUTE}`)
  return () => directory.stop()
}
