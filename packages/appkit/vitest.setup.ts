import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startEmptyWalletDirectory } from './test/helpers/emptyWalletDirectory.test-helper.js'

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup())

// The first open of the modal imports its chunk; on a loaded 2-core CI machine that alone can take
// over the default 1 s. A bound on waiting, not a timing assertion.
configure({ asyncUtilTimeout: 10_000 })

// Every modal of a test lists wallets from a local directory (an empty one unless the test starts
// its own), never from the public service.
let stopDirectory: (() => Promise<void>) | undefined
beforeAll(async () => {
  stopDirectory = await startEmptyWalletDirectory()
})
afterAll(() => stopDirectory?.())
