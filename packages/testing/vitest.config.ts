import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The export snapshot tests import every wallet (Solana, Polkadot, Bitcoin libraries): generous
    // bounds for loaded machines; no test asserts on time.
    testTimeout: 30_000,
  },
})
