import { expect, test } from 'vitest'
import * as entrypoint from './index.js'

test('the public surface of @atrium/devnet', () => {
  expect(Object.keys(entrypoint).sort()).toMatchInlineSnapshot(`
    [
      "ANVIL_START_TIMEOUT_MS",
      "ANVIL_STOP_GRACE_MS",
      "DEFAULT_EVM_CHAINS",
      "DEFAULT_EVM_PORT_BASE",
      "DEFAULT_RELAY_PORT",
      "DEVNET_HOST",
      "DEV_ACCOUNTS",
      "DEV_ACCOUNT_BALANCE_ETH",
      "DEV_ACCOUNT_COUNT",
      "DEV_MNEMONIC",
      "DevnetAnvilNotInstalledError",
      "DevnetAnvilUnsupportedPlatformError",
      "DevnetError",
      "DevnetInvalidParameterError",
      "DevnetPortInUseError",
      "DevnetPortUnavailableError",
      "DevnetProcessExitedError",
      "DevnetSpawnError",
      "DevnetStartTimeoutError",
      "PORT_BASE_ENVIRONMENT_VARIABLE",
      "RELAY_PING_INTERVAL_MS",
      "RELAY_PORT_OFFSET",
      "getDevnetUrls",
      "installLoopbackGuard",
      "isDevnetError",
      "resolveAnvilBinary",
      "startAnvil",
      "startDevnet",
      "startRelay",
    ]
  `)
})
