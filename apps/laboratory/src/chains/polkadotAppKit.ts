import { createAppKit } from '@atrium/appkit/react'
import { LAB_APPKIT_OPTIONS } from './labAppKitOptions.js'
import { createLabPolkadotAdapter, injectPolkadotDevWallet, polkadotNetwork } from './polkadotChain.js'

injectPolkadotDevWallet()

/** The Polkadot page's modal: the Polkadot adapter over the devnet's Rococo Asset Hub. */
export const appKit = createAppKit({
  ...LAB_APPKIT_OPTIONS,
  adapters: [createLabPolkadotAdapter()],
  networks: [polkadotNetwork],
})
