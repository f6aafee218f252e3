import type { Transaction } from '../blockchainApi/transactionSchema.js'

/** A history transaction as the Blockchain API lists it: one fungible transfer of `symbol`. Test-only. */
export function makeTransaction(id: string, minedAt: string, symbol = 'ETH'): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x00000000000000000000000000000000000000bb',
      sentTo: '0x00000000000000000000000000000000000000aa',
    },
    transfers: [
      {
        fungible_info: { name: symbol, symbol, icon: { url: `https://icons/${symbol}.png` } },
        direction: 'in',
        quantity: { numeric: '1.5' },
        value: 4500,
        price: 3000,
      },
    ],
  }
}

/** A transaction airdropping an NFT the API flags as spam. Test-only. */
export function makeSpamTransaction(id: string, minedAt: string): Transaction {
  return {
    ...makeTransaction(id, minedAt),
    transfers: [
      {
        nft_info: { name: 'Free Mint Voucher #0', content: { preview: null }, flags: { is_spam: true } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ],
  }
}
