import { defineConfig } from 'vitest/config'

// The property tests (100 cases each) outlast vitest's 5 s default on a loaded 2-core machine.
export default defineConfig({ test: { silent: 'passed-only', testTimeout: 30_000 } })
