import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    silent: 'passed-only',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
})
