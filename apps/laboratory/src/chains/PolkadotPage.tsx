import { ChainPage } from './ChainPage.js'
import { POLKADOT_ENTRY } from './chainEntries.js'
import { appKit } from './polkadotAppKit.js'

/** The polkadot slice: the modal over the devnet's Polkadot chain and the in-browser (or the test's) wallet. */
export function PolkadotPage() {
  return <ChainPage title="Polkadot" appKit={appKit} chains={[POLKADOT_ENTRY]} />
}
