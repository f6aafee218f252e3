import { defineConfig } from 'vitest/config'

// The laboratory's own tests: builds of its bench pages, checked in Node.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
})
