import { createAppKit } from '@atrium/appkit/react'
import { bitcoinNetwork, createLabBitcoinAdapter, injectBitcoinDevWallet } from './bitcoinChain.js'
import { LAB_APPKIT_OPTIONS } from './labAppKitOptions.js'

injectBitcoinDevWallet()

/** The Bitcoin page's modal: the Bitcoin adapter over the devnet's regtest chain. */
export const appKit = createAppKit({
  ...LAB_APPKIT_OPTIONS,
  adapters: [createLabBitcoinAdapter()],
  networks: [bitcoinNetwork],
})
