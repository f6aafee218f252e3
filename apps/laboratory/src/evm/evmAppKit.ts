import { createAppKit } from '@atrium/appkit/react'
import { announceEvmDevWallet, createLabWagmiAdapter, evmNetworks } from '../chains/evmChain.js'
import { LAB_APPKIT_OPTIONS } from '../chains/labAppKitOptions.js'
import { labSiwx } from './labSiwx.js'

/** The catalogue networks of the devnet's chains, pointed at their local nodes. */
export const networks = evmNetworks

announceEvmDevWallet()

export const wagmiAdapter = createLabWagmiAdapter()

export const appKit = createAppKit({
  ...LAB_APPKIT_OPTIONS,
  adapters: [wagmiAdapter],
  networks: [...networks],
  // A wallet that pairs through WalletConnect (the e2e tests' WalletKit peer answers it): on a
  // phone its row opens `atrium-peer://wc?uri=…`, elsewhere the QR code.
  customWallets: [
    { id: 'atrium-walletconnect-peer', name: 'Atrium Peer Wallet', mobile_link: 'atrium-peer://' },
  ],
  ...(labSiwx === undefined ? {} : { siwx: labSiwx }),
})
