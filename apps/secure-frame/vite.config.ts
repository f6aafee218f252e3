import { defineConfig } from 'vite'

export default defineConfig({
  // The page is served from the frame origin's root; its scripts may not be inlined (the CSP allows 'self' only).
  build: { outDir: 'dist', assetsInlineLimit: 0, modulePreload: { polyfill: false } },
})
