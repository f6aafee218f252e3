import { createAppKit } from '@atrium/appkit/react'
import { bitcoinNetwork, createLabBitcoinAdapter, injectBitcoinDevWallet } from './bitcoinChain.js'
import { announceEvmDevWallet, createLabWagmiAdapter, evmNetworks } from './evmChain.js'
import { LAB_APPKIT_OPTIONS } from './labAppKitOptions.js'
import { createLabPolkadotAdapter, injectPolkadotDevWallet, polkadotNetwork } from './polkadotChain.js'
import { createLabSolanaAdapter, registerSolanaDevWallet, solanaNetwork } from './solanaChain.js'

announceEvmDevWallet()
registerSolanaDevWallet()
injectBitcoinDevWallet()
injectPolkadotDevWallet()

/** The multi-chain page's modal: EVM, Solana, Polkadot and Bitcoin adapters in one modal. */
export const appKit = createAppKit({
  ...LAB_APPKIT_OPTIONS,
  adapters: [
    createLabWagmiAdapter(),
    createLabSolanaAdapter(),
    createLabPolkadotAdapter(),
    createLabBitcoinAdapter(),
  ],
  networks: [...evmNetworks, solanaNetwork, polkadotNetwork, bitcoinNetwork],
})
