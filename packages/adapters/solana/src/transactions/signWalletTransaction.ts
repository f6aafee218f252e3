import { UnsupportedProviderMethodError } from '@atrium/common'
import { SolanaSignTransaction, type SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  deserializeTransactionLike,
  getTransactionVersion,
  type SolanaTransaction,
  serializeTransaction,
} from './serializeTransaction.js'

/**
 * Has the wallet sign `transaction` (legacy or v0) with `solana:signTransaction` without sending
 * it; resolves with the signed transaction, of the kind given. Throws what the wallet threw.
 *
 * @throws UnsupportedProviderMethodError when the wallet cannot sign this transaction version.
 */
export async function signWalletTransaction<transaction extends SolanaTransaction>(parameters: {
  readonly wallet: Wallet
  readonly account: WalletAccount
  readonly chain: IdentifierString
  readonly transaction: transaction
}): Promise<transaction> {
  const { wallet, transaction } = parameters
  const version = getTransactionVersion(transaction)
  const feature = (wallet.features as Partial<SolanaSignTransactionFeature>)[SolanaSignTransaction]
  if (feature === undefined || !feature.supportedTransactionVersions.includes(version)) {
    throw new UnsupportedProviderMethodError({
      details: `${wallet.name} cannot sign a ${version} transaction`,
    })
  }
  const [output] = await feature.signTransaction({
    account: parameters.account,
    chain: parameters.chain,
    transaction: serializeTransaction(transaction),
  })
  if (output === undefined)
    throw new UnsupportedProviderMethodError({ details: 'The wallet returned no signed transaction' })
  return deserializeTransactionLike(transaction, output.signedTransaction)
}
