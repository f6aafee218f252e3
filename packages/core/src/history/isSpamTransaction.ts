import type { Transaction } from '../blockchainApi/transactionSchema.js'

/**
 * Whether a history transaction moves an NFT the Blockchain API flags as spam (`nft_info.flags.is_spam`,
 * HIST-010): airdrops nobody asked for, which the Activity list leaves out.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (transaction.transfers ?? []).some((transfer) => transfer.nft_info?.flags?.is_spam === true)
}
