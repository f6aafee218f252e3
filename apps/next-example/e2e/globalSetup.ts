import { startDevnet, startWalletDirectory } from '@atrium/devnet'
import { E2E_CHAIN_IDS, E2E_DEVNET_PORT_BASE, E2E_WALLET_DIRECTORY_PORT } from './e2ePorts.js'

/**
 * The devnet's EVM chains and Blockchain API (the example uses no other chain, and each service
 * costs start-up time) and its wallet directory, answering that the project has analytics on, as the vendor's would for a
 * project that enabled it: only the dApp's own default then keeps analytics off.
 */
// biome-ignore lint/style/noDefaultExport: Playwright runs the default export of its globalSetup file.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({
    portBase: E2E_DEVNET_PORT_BASE,
    relay: false,
    solana: false,
    bitcoin: false,
    polkadot: false,
    walletDirectory: false,
  })
  const directory = await startWalletDirectory({
    port: E2E_WALLET_DIRECTORY_PORT,
    wallets: 100,
    evmChainIds: E2E_CHAIN_IDS,
    isAnalyticsEnabled: true,
  }).catch(async (error: unknown) => {
    await devnet.stop()
    throw error
  })
  return async () => {
    await directory.stop()
    await devnet.stop()
  }
}
