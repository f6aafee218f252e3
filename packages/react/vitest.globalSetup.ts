import { DIRECTORY_FAULT_ROUTE, startBlockchainApi, startDevnet, startWalletDirectory } from '@atrium/devnet'
import type { TestProject } from 'vitest/node'
import type {} from './test/helpers/blockchainApi.test-helper.js'
import type {} from './test/helpers/swapDevnet.test-helper.js'
import type {} from './test/helpers/walletDirectory.test-helper.js'

/**
 * Starts the devnet's wallet directory and its Blockchain API (serving no chain: the views' token
 * states without a local chain; the laboratory's e2e tests read real balances) once for the run,
 * here in Node: served from a test file, their HTTP servers would build requests with Happy DOM's
 * `Request`, which they cannot read. The Swap view's tests get a chain of their own (Ethereum's id,
 * with the devnet's tokens and Uniswap V2) and a Blockchain API serving it.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await startWalletDirectory({ port: 0, wallets: 5_000 })
  project.provide('walletDirectoryUrl', directory.url)
  project.provide('walletDirectoryFaultUrl', `${directory.url}${DIRECTORY_FAULT_ROUTE}`)
  const blockchainApi = await startBlockchainApi({ port: 0 })
  project.provide('blockchainApiUrl', blockchainApi.url)
  project.provide('blockchainApiFaultUrl', `${blockchainApi.url}${DIRECTORY_FAULT_ROUTE}`)
  const swapDevnet = await startDevnet({
    portBase: 'auto',
    evm: { chains: [{ chainId: 1 }] },
    relay: false,
    solana: false,
    bitcoin: false,
    polkadot: false,
    walletDirectory: false,
  })
  const swapApi = swapDevnet.blockchainApi
  const [swapChain] = swapDevnet.evm
  if (swapApi === undefined || swapChain === undefined)
    throw new Error('the swap devnet started no chain or API')
  project.provide('swapDevnet', {
    rpcUrl: swapChain.rpcUrl,
    blockchainApiUrl: swapApi.url,
    blockchainApiFaultUrl: `${swapApi.url}${DIRECTORY_FAULT_ROUTE}`,
  })
  return async () => {
    await Promise.all([directory.stop(), blockchainApi.stop(), swapDevnet.stop()])
  }
}
