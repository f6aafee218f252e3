import { defineConfig } from 'vitest/config'

// The suites are pure functions with no shared state to reset between files, so files share one
// module graph per worker (isolate: false): importing fast-check once per worker, not per file.
// A property test runs 100 cases; on a loaded 2-core machine that outlasts vitest's 5 s default.
export default defineConfig({
  test: {
    silent: 'passed-only',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    testTimeout: 30_000,
  },
})
