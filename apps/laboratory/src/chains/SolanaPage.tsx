import { ChainPage } from './ChainPage.js'
import { SOLANA_ENTRY } from './chainEntries.js'
import { appKit } from './solanaAppKit.js'

/** The solana slice: the modal over the devnet's Solana chain and the in-browser (or the test's) wallet. */
export function SolanaPage() {
  return <ChainPage title="Solana" appKit={appKit} chains={[SOLANA_ENTRY]} />
}
