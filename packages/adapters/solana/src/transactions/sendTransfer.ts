import type { Commitment, Connection } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { toSolanaSendError } from '../errors/toSolanaAdapterError.js'
import { confirmSignature } from './confirmSignature.js'
import { buildTransferTransaction, type SolanaTransfer } from './readTransfer.js'
import type { MergedSolanaSendOptions } from './SolanaSendOptions.js'
import { submitTransaction } from './submitTransaction.js'

export type SendTransferParameters = {
  readonly connection: Connection
  readonly wallet: Wallet
  readonly account: WalletAccount
  readonly chain: IdentifierString
  readonly transfer: SolanaTransfer
  readonly options: MergedSolanaSendOptions
  readonly commitment: Commitment
  readonly confirmationTimeoutMs?: number | undefined
}

/**
 * [SEND-004][SEND-011] Sends a SOL transfer: a legacy transaction on the latest blockhash, signed
 * and sent by the wallet with the send options, then confirmed at `commitment` (`confirmSignature`). Resolves with the
 * base58 signature once confirmed.
 *
 * @throws UserRejectedRequestError (4001) when the user refused; SolanaSendFailedError 'Failed to
 * send transaction. Please try again.' for any node, wallet or confirmation failure, with the
 * original as `cause` and `meta.signature` once the transaction was submitted.
 */
export async function sendTransfer(parameters: SendTransferParameters): Promise<string> {
  const { connection, commitment } = parameters
  let signature: string | undefined
  try {
    const latest = await connection.getLatestBlockhash(commitment)
    signature = await submitTransaction({
      connection,
      wallet: parameters.wallet,
      account: parameters.account,
      chain: parameters.chain,
      transaction: buildTransferTransaction(parameters.transfer, latest),
      options: parameters.options,
    })
    await confirmSignature({
      connection,
      signature,
      lastValidBlockHeight: latest.lastValidBlockHeight,
      commitment,
      timeoutMs: parameters.confirmationTimeoutMs,
    })
    return signature
  } catch (error) {
    throw toSolanaSendError(error, signature === undefined ? undefined : { signature })
  }
}
