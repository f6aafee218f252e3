import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Logs of a test that passes (the expected errors of failure-path tests) are kept back; a failing test prints its own.
    silent: 'passed-only',
    // The export snapshot tests import every wallet (Solana, Polkadot, Bitcoin libraries): generous
    // bounds for loaded machines; no test asserts on time.
    testTimeout: 30_000,
  },
})
