import { type Commitment, type Connection, PublicKey } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { MergedSolanaSendOptions } from './SolanaSendOptions.js'
import { isVersionedTransaction, type SolanaTransaction } from './serializeTransaction.js'
import { submitTransaction } from './submitTransaction.js'

/**
 * Has the wallet sign and send a dApp's transaction (legacy or v0) with the send options;
 * resolves with the base58 signature once the wallet or node accepted it, without waiting for a
 * confirmation (the dApp confirms at the commitment it needs). A legacy transaction without fee
 * payer or blockhash gets the account and the latest blockhash, as Solana's wallet adapters do.
 * Throws what the wallet or node threw; the caller wraps it.
 */
export async function sendWalletTransaction(parameters: {
  readonly connection: Connection
  readonly wallet: Wallet
  readonly account: WalletAccount
  readonly chain: IdentifierString
  readonly transaction: SolanaTransaction
  readonly options: MergedSolanaSendOptions
  readonly commitment: Commitment
}): Promise<string> {
  const { transaction } = parameters
  if (!isVersionedTransaction(transaction)) {
    transaction.feePayer ??= new PublicKey(parameters.account.address)
    if (transaction.recentBlockhash === undefined) {
      const latest = await parameters.connection.getLatestBlockhash(parameters.commitment)
      transaction.recentBlockhash = latest.blockhash
      transaction.lastValidBlockHeight = latest.lastValidBlockHeight
    }
  }
  return submitTransaction(parameters)
}
