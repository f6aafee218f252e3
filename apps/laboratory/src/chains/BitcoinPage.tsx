import { appKit } from './bitcoinAppKit.js'
import { ChainPage } from './ChainPage.js'
import { BITCOIN_ENTRY } from './chainEntries.js'

/** The bitcoin slice: the modal over the devnet's Bitcoin chain and the in-browser (or the test's) wallet. */
export function BitcoinPage() {
  return <ChainPage title="Bitcoin" appKit={appKit} chains={[BITCOIN_ENTRY]} />
}
