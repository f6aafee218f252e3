import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Logs of a test that passes (the expected errors of failure-path tests) are kept back; a failing test prints its own.
    silent: 'passed-only',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.globalSetup.ts'],
    testTimeout: 20_000,
  },
})
