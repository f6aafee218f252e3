import { DEV_ACCOUNTS } from '@atrium/devnet'
import { getChromiumLaunchOptions, type TestWalletFixtures } from '@atrium/testing/playwright'
import { defineConfig } from '@playwright/test'
import {
  E2E_DEVNET_PORT_BASE,
  E2E_DIRECTORY_WALLETS,
  getE2eEvmRpcUrl,
  E2E_PORT as PORT,
} from './e2e/e2ePorts.js'

const [walletAccount] = DEV_ACCOUNTS
if (!walletAccount) throw new Error('the devnet exports no dev account')

export default defineConfig<TestWalletFixtures>({
  testDir: './e2e',
  // Only the React 18 run (playwright.react18.config.ts) checks which React serves the page.
  testIgnore: ['react18.spec.ts'],
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
        { chainId: 1, rpcUrl: getE2eEvmRpcUrl(1) },
        { chainId: 10, rpcUrl: getE2eEvmRpcUrl(10) },
        { chainId: 8453, rpcUrl: getE2eEvmRpcUrl(8453) },
      ],
    },
    launchOptions: getChromiumLaunchOptions(),
  },
  webServer: {
    command: `vite --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    env: {
      ATRIUM_DEVNET_PORT_BASE: String(E2E_DEVNET_PORT_BASE),
      // All Wallets is tested at the size the issue sets: 5,000 directory wallets.
      ATRIUM_DEVNET_WALLETS: String(E2E_DIRECTORY_WALLETS),
    },
    reuseExistingServer: false,
    // SIGTERM lets Vite close, and the devnet reap its nodes, instead of a SIGKILL that orphans them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
  },
})
