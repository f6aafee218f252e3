import { createAppKit } from '@atrium/appkit/react'
import { LAB_APPKIT_OPTIONS } from './labAppKitOptions.js'
import { createLabSolanaAdapter, registerSolanaDevWallet, solanaNetwork } from './solanaChain.js'

registerSolanaDevWallet()

/** The Solana page's modal: the Solana adapter over the devnet's litesvm chain. */
export const appKit = createAppKit({
  ...LAB_APPKIT_OPTIONS,
  adapters: [createLabSolanaAdapter()],
  networks: [solanaNetwork],
})
