import { defineConfig } from 'vite'
import { atriumDevnet } from './devnetPlugin.js'

export default defineConfig({
  plugins: [atriumDevnet()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // The bench's two pages build beside the laboratory: a ConnectButton page and its wagmi-only baseline.
    rolldownOptions: {
      input: ['index.html', 'minimal.html', 'baseline.html'],
      onwarn(warning, warn) {
        // Our packages mark hooks and components 'use client' for React Server Components bundlers;
        // in a client bundle the directive has nothing to preserve.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
