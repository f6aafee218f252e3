import { afterAll, afterEach, beforeAll } from 'vitest'
import type { CreateAppKitOptions } from '../../src/options/CreateAppKitOptions.js'
import { startDirectoryProcess } from './startDirectoryProcess.test-helper.js'
import { startRecordingProxy } from './startRecordingProxy.test-helper.js'

const DIRECTORY_START_TIMEOUT_MS = 60_000

/** The directory and its recording proxy of a test file (see `serveWalletDirectory`). */
export type ServedWalletDirectory = {
  directory: Awaited<ReturnType<typeof startDirectoryProcess>>
  proxy: Awaited<ReturnType<typeof startRecordingProxy>>
  /** Options that point a modal at the proxy and keep WalletConnect off the network. */
  options: () => Partial<CreateAppKitOptions>
}

/**
 * For the test file that calls it: the devnet's wallet directory with `wallets` wallets (its own
 * process) behind a recording proxy, started before the file's tests and stopped after them. Each
 * test starts with no fault played and no request recorded. Read the fields inside tests.
 */
export function serveWalletDirectory(wallets: number): ServedWalletDirectory {
  const served = {
    options: () => ({
      apiUrls: { walletDirectory: served.proxy.url },
      // Nothing listens there: a pairing a view starts fails at once instead of reaching out.
      walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
    }),
  } as ServedWalletDirectory
  // A Node process that imports the devnet: seconds on a busy 2-core CI machine, past vitest's 10 s.
  beforeAll(async () => {
    served.directory = await startDirectoryProcess(wallets)
    served.proxy = await startRecordingProxy(served.directory.url)
  }, DIRECTORY_START_TIMEOUT_MS)
  afterEach(async () => {
    await served.directory.setFault(undefined)
    served.proxy.requests.length = 0
  })
  afterAll(async () => {
    await served.proxy?.stop()
    await served.directory?.stop()
  })
  return served
}
