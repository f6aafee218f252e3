import { DEV_ACCOUNTS } from '@atrium/devnet'
import { getChromiumLaunchOptions, type TestWalletFixtures } from '@atrium/testing/playwright'
import { defineConfig } from '@playwright/test'
import {
  E2E_BLOCKCHAIN_API_PORT,
  E2E_CHAIN_IDS,
  E2E_PORT,
  E2E_WALLET_DIRECTORY_PORT,
  getE2eRpcUrl,
} from './e2e/e2ePorts.js'

const [walletAccount] = DEV_ACCOUNTS
if (!walletAccount) throw new Error('the devnet exports no dev account')

export default defineConfig<TestWalletFixtures>({
  testDir: './e2e',
  globalSetup: './e2e/globalSetup.ts',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    testWalletOptions: {
      privateKey: walletAccount.privateKey,
      chains: E2E_CHAIN_IDS.map((chainId) => ({ chainId, rpcUrl: getE2eRpcUrl(chainId) })),
    },
    launchOptions: getChromiumLaunchOptions(),
  },
  webServer: {
    // The production server of `next build`: the CI's build task runs before this one.
    command: `next start --port ${E2E_PORT} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${E2E_PORT}`,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      ATRIUM_WALLET_DIRECTORY_URL: `http://127.0.0.1:${E2E_WALLET_DIRECTORY_PORT}`,
      ATRIUM_BLOCKCHAIN_API_URL: `http://127.0.0.1:${E2E_BLOCKCHAIN_API_PORT}`,
      ...Object.fromEntries(
        E2E_CHAIN_IDS.map((chainId) => [`ATRIUM_RPC_URL_${chainId}`, getE2eRpcUrl(chainId)]),
      ),
    },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 60_000,
  },
})
