import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Logs of a test that passes (the expected errors of failure-path tests) are kept back; a failing test prints its own.
    silent: 'passed-only',
    environment: 'node',
    // One local chain (chopsticks, started lazily on the first connection) for every file; see
    // vitest.globalSetup.ts.
    globalSetup: ['./vitest.globalSetup.ts'],
    // Generous bounds for loaded machines (a block takes ~1.3 s); no test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
