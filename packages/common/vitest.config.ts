import { defineConfig } from 'vitest/config'

// The suites are pure functions with no shared state to reset between files, so files share one
// module graph per worker (isolate: false): importing fast-check once per worker, not per file.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false } })
