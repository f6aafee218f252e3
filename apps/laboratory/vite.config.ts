import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { atriumDevnet } from './devnetPlugin.js'

// `pnpm bench` builds each measured page on its own (ATRIUM_BENCH_PAGE=minimal, openbutton,
// openprepared, plainlist, baseline, allwallets, account or login), as a dApp would ship it; otherwise the laboratory
// builds its own page.
const benchPage = process.env.ATRIUM_BENCH_PAGE

// `ATRIUM_REACT=18` serves the laboratory on React 18.3 (the npm aliases react-18 / react-dom-18),
// so the end-to-end tests check the SDK on the oldest React it supports as well.
const react18 = process.env.ATRIUM_REACT === '18'
// Absolute folders: the SDK packages import `react` from their own folders, where no alias is installed.
const react18Folder = (name: string) => fileURLToPath(new URL(`./node_modules/${name}`, import.meta.url))
const REACT_18_ALIASES = [
  { find: /^react$/, replacement: react18Folder('react-18') },
  { find: /^react\/(.*)$/, replacement: `${react18Folder('react-18')}/$1` },
  { find: /^react-dom$/, replacement: react18Folder('react-dom-18') },
  { find: /^react-dom\/(.*)$/, replacement: `${react18Folder('react-dom-18')}/$1` },
]

export default defineConfig({
  plugins: [atriumDevnet()],
  ...(react18 ? { resolve: { alias: REACT_18_ALIASES }, cacheDir: 'node_modules/.vite-react18' } : {}),
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
