import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Logs of a test that passes are kept back; a failing test prints its own.
    silent: 'passed-only',
    environment: 'node',
    // PGlite compiles its WASM on open: seconds on a loaded 2-core machine. No test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
