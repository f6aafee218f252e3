import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    silent: 'passed-only',
    // The property tests (100 cases each) outlast vitest's 5 s default on a loaded 2-core machine.
    testTimeout: 30_000,
    // A DOM whose iframes really load their page, so each has a window of the frame's own origin.
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: { url: 'http://dapp.localhost:5173/', settings: { enableIframePageLoading: true } },
    },
  },
})
