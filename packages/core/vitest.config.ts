import { defineConfig } from 'vitest/config'

// Property tests (100 cases) and the export-surface test (which imports every module) outlast
// vitest's 5 s default on a loaded 2-core machine.
export default defineConfig({ test: { silent: 'passed-only', testTimeout: 30_000 } })
