import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // One local Solana chain (on free ports) for every file; see vitest.globalSetup.ts.
    globalSetup: ['./vitest.globalSetup.ts'],
    // Generous bounds for loaded machines; no test asserts on time.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
