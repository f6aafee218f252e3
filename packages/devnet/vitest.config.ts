import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Logs of a test that passes (the expected errors of failure-path tests) are kept back; a failing test prints its own.
    silent: 'passed-only',
    environment: 'node',
    // The CLI tests run dist/cli.js and the exit-cleanup tests run dist in a child process.
    globalSetup: ['./vitest.globalSetup.ts'],
    // Generous bounds for loaded CI machines; the suites do not assert on time.
    testTimeout: 20_000,
    // Lets the relay load test collect garbage before it compares heap sizes.
    execArgv: ['--expose-gc'],
    // Starting a devnet in a beforeAll took over 30 s on the 2-core CI while other suites ran beside it.
    hookTimeout: 120_000,
  },
})
