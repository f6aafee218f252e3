import { defineConfig } from '@playwright/test'

const PORT = 5174

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: browser downloads are not possible on our machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `vite --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    // A devnet of its own, away from the one `pnpm lab` may be running on the default ports.
    env: { ATRIUM_DEVNET_PORT_BASE: '18545' },
    reuseExistingServer: false,
    // SIGTERM lets Vite close, and the devnet reap its nodes, instead of a SIGKILL that orphans them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
  },
})
