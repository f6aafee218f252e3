import { createWagmiAdapter } from '@atrium/adapter-wagmi'
import { base, defineNetwork, mainnet, optimism } from '@atrium/appkit/networks'
import { createTestWallet } from '@atrium/testing/wallet'
import { devnet, isDevWalletEnabled } from '../devnet.js'
import { getDevWalletAuthorisation, LAB_DEV_WALLET_NAME } from './labAppKitOptions.js'

const CATALOGUE = [mainnet, optimism, base]

function toNetwork(chain: (typeof devnet.evm)[number]) {
  const network = CATALOGUE.find((candidate) => candidate.id === chain.chainId)
  if (!network) throw new Error(`the laboratory knows no catalogue network with chain id ${chain.chainId}`)
  return defineNetwork(network, { rpcUrls: chain.rpcUrl })
}

const [firstChain, ...otherChains] = devnet.evm
if (firstChain === undefined) throw new Error('the devnet has no EVM chain')
const devnetChains = [firstChain, ...otherChains] as const

/** The catalogue networks of the devnet's chains, pointed at their local nodes. */
export const evmNetworks = [toNetwork(firstChain), ...otherChains.map(toNetwork)] as const

/** The wagmi adapter over the devnet's EVM chains. */
export function createLabWagmiAdapter() {
  return createWagmiAdapter({ networks: [...evmNetworks], pollingInterval: 20 })
}

/**
 * `pnpm lab` has no browser extension: announces an in-browser EVM wallet with a funded devnet key.
 * End-to-end tests install their own wallet and open the page with `?devWallet=off`.
 */
export function announceEvmDevWallet(): void {
  if (!isDevWalletEnabled) return
  createTestWallet({
    privateKey: devnet.devWalletPrivateKey,
    chains: devnetChains,
    name: LAB_DEV_WALLET_NAME,
    rdns: 'io.atrium.laboratory.devwallet',
    rememberAuthorisation: getDevWalletAuthorisation('eip155'),
  }).announce(window)
}
