import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Logs of a test that passes (the expected errors of failure-path tests) are kept back; a failing test prints its own.
    silent: 'passed-only',
    environment: 'node',
    // One local Solana chain (on free ports) for every file; see vitest.globalSetup.ts.
    globalSetup: ['./vitest.globalSetup.ts'],
    // Generous bounds for loaded machines; no test asserts on time.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
