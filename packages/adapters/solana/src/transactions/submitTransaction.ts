import { UnsupportedProviderMethodError } from '@atrium/common'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Connection } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { MergedSolanaSendOptions } from './SolanaSendOptions.js'
import {
  getTransactionVersion,
  type SolanaTransaction,
  serializeTransaction,
} from './serializeTransaction.js'

export type SubmitTransactionParameters = {
  readonly connection: Connection
  readonly wallet: Wallet
  readonly account: WalletAccount
  /** The Wallet Standard chain the wallet sends on. */
  readonly chain: IdentifierString
  readonly transaction: SolanaTransaction
  readonly options: MergedSolanaSendOptions
}

type Features = Partial<SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature>

/**
 * Has the wallet sign `transaction` and the network receive it; resolves with the base58
 * signature once the wallet or node accepted it (not yet confirmed). Prefers the wallet's
 * `solana:signAndSendTransaction` (it sends through its own RPC, as Phantom wants), else signs with
 * `solana:signTransaction` and sends the bytes through `connection`, each with the SEND-004
 * options. Throws what the wallet or node threw; the caller wraps it.
 *
 * @throws UnsupportedProviderMethodError when the wallet can neither, for this transaction version.
 */
export async function submitTransaction(parameters: SubmitTransactionParameters): Promise<string> {
  const { wallet, account, chain, transaction, options } = parameters
  const features = wallet.features as Features
  const version = getTransactionVersion(transaction)
  const bytes = serializeTransaction(transaction)
  const signAndSend = features[SolanaSignAndSendTransaction]
  if (signAndSend?.supportedTransactionVersions.includes(version)) {
    const [output] = await signAndSend.signAndSendTransaction({ account, chain, transaction: bytes, options })
    if (output === undefined)
      throw new UnsupportedProviderMethodError({ details: 'The wallet returned no signature' })
    return bs58.encode(output.signature)
  }
  const sign = features[SolanaSignTransaction]
  if (sign?.supportedTransactionVersions.includes(version)) {
    const [output] = await sign.signTransaction({
      account,
      chain,
      transaction: bytes,
      options: {
        ...(options.preflightCommitment === undefined
          ? {}
          : { preflightCommitment: options.preflightCommitment }),
        ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
      },
    })
    if (output === undefined)
      throw new UnsupportedProviderMethodError({ details: 'The wallet returned no signed transaction' })
    return parameters.connection.sendRawTransaction(output.signedTransaction, options)
  }
  throw new UnsupportedProviderMethodError({
    details: `${wallet.name} can neither sign and send nor sign a ${version} transaction`,
  })
}
