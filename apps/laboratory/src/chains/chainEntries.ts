import { devnet } from '../devnet.js'
import type { ChainPageEntry } from './ChainPage.js'

/** Each namespace's test transfer: to a devnet account, an amount well above the chain's dust limits. */
export const SOLANA_ENTRY: ChainPageEntry = {
  namespace: 'solana',
  recipient: devnet.solana.recipientAddress,
  amount: 10_000_000n,
  amountLabel: '0.01 SOL',
}
export const BITCOIN_ENTRY: ChainPageEntry = {
  namespace: 'bip122',
  recipient: devnet.bitcoin.recipientAddress,
  amount: 10_000n,
  amountLabel: '0.0001 BTC',
}
export const POLKADOT_ENTRY: ChainPageEntry = {
  namespace: 'polkadot',
  recipient: devnet.polkadot.recipientAddress,
  amount: 500_000_000_000n,
  amountLabel: '0.5 ROC',
}
export const EVM_ENTRY: ChainPageEntry = {
  namespace: 'eip155',
  recipient: devnet.recipientAddress,
  amount: 10_000_000_000_000_000n,
  amountLabel: '0.01 ETH',
}
