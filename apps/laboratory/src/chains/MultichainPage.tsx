import { ChainPage } from './ChainPage.js'
import { BITCOIN_ENTRY, EVM_ENTRY, POLKADOT_ENTRY, SOLANA_ENTRY } from './chainEntries.js'
import { appKit } from './multichainAppKit.js'

const CHAINS = [EVM_ENTRY, SOLANA_ENTRY, POLKADOT_ENTRY, BITCOIN_ENTRY]

/** EVM, Solana, Polkadot and Bitcoin in one modal: each namespace keeps its own connection. */
export function MultichainPage() {
  return <ChainPage title="Multi-chain" appKit={appKit} chains={CHAINS} />
}
