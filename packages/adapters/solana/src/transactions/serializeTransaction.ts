import { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A transaction a dApp hands to the adapter: web3.js's legacy `Transaction` or a `VersionedTransaction`. */
export type SolanaTransaction = Transaction | VersionedTransaction

/**
 * True for a `VersionedTransaction` (v0, or a legacy message in the versioned container). Read
 * from the shape, not `instanceof`, which fails when the dApp bundles another copy of web3.js.
 */
export function isVersionedTransaction(transaction: SolanaTransaction): transaction is VersionedTransaction {
  return 'version' in transaction
}

/** The Wallet Standard transaction version of `transaction`. */
export function getTransactionVersion(transaction: SolanaTransaction): 'legacy' | 0 {
  return isVersionedTransaction(transaction) && transaction.version === 0 ? 0 : 'legacy'
}

/** The wire bytes a wallet signs: a legacy transaction may still lack its signatures. */
export function serializeTransaction(transaction: SolanaTransaction): Uint8Array {
  return isVersionedTransaction(transaction)
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** The signed bytes a wallet returned, as the same kind of transaction the dApp gave. */
export function deserializeTransactionLike<transaction extends SolanaTransaction>(
  original: transaction,
  bytes: Uint8Array,
): transaction {
  return (
    isVersionedTransaction(original) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)
  ) as transaction
}
