import { defineConfig } from 'vite'
import { atriumDevnet } from './devnetPlugin.js'

// `pnpm bench` builds each measured page on its own (ATRIUM_BENCH_PAGE=minimal|baseline), as a dApp
// would ship it; otherwise the laboratory builds its own page.
const benchPage = process.env.ATRIUM_BENCH_PAGE

export default defineConfig({
  plugins: [atriumDevnet()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // The laboratory and the bench pages bundle wallet SDKs they load on demand; their size is
    // reported by `pnpm bench`, not by this warning.
    chunkSizeWarningLimit: 2_000,
    rolldownOptions: {
      input: benchPage ? `${benchPage}.html` : 'index.html',
      onwarn(warning, warn) {
        // Our packages mark hooks and components 'use client' for React Server Components bundlers;
        // in a client bundle the directive has nothing to preserve.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
