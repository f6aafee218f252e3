import { DEV_ACCOUNTS } from '@atrium/devnet'
import type { TestWalletFixtures } from '@atrium/testing/playwright'
import { defineConfig } from '@playwright/test'

const PORT = 5174
/** The end-to-end devnet: away from the one `pnpm lab` may be running on the default ports. */
export const E2E_DEVNET_PORT_BASE = 18545
const [walletAccount] = DEV_ACCOUNTS
if (!walletAccount) throw new Error('the devnet exports no dev account')

export default defineConfig<TestWalletFixtures>({
  testDir: './e2e',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    testWalletOptions: {
      privateKey: walletAccount.privateKey,
      chains: [
        { chainId: 1, rpcUrl: `http://127.0.0.1:${E2E_DEVNET_PORT_BASE}` },
        { chainId: 10, rpcUrl: `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 1}` },
        { chainId: 8453, rpcUrl: `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 2}` },
      ],
    },
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
    env: { ATRIUM_DEVNET_PORT_BASE: String(E2E_DEVNET_PORT_BASE) },
    reuseExistingServer: false,
    // SIGTERM lets Vite close, and the devnet reap its nodes, instead of a SIGKILL that orphans them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
  },
})
