import type { Commitment, Connection, Transaction } from '@solana/web3.js'
import { toSolanaSendError } from '../errors/toSolanaAdapterError.js'
import { confirmSignature } from './confirmSignature.js'
import { planTransfer } from './planTransfer.js'
import { buildTransferTransaction, type SolanaTransfer } from './readTransfer.js'

export type SendConfirmedTransferParameters = {
  readonly connection: Connection
  readonly transfer: SolanaTransfer
  readonly commitment: Commitment
  readonly confirmationTimeoutMs?: number | undefined
  /** Has the wallet sign and send the built transaction; resolves with its base58 signature. */
  readonly submit: (transaction: Transaction) => Promise<string>
}

/**
 * [SEND-004][SEND-011] The steps every SOL or SPL transfer takes, whoever signs it: its
 * instructions (`planTransfer`) in a legacy transaction on the latest blockhash, handed to
 * `submit`, then confirmed at `commitment` (`confirmSignature`). Resolves with the signature once
 * confirmed.
 *
 * @throws UserRejectedRequestError (4001) when the user refused; before anything is submitted,
 * SolanaInsufficientTokenBalanceError for an SPL amount above the sender's tokens and
 * SolanaSendInvalidParametersError for a mint or receiver an SPL transfer cannot use;
 * SolanaSendFailedError 'Failed to send transaction. Please try again.' for any node, wallet or
 * confirmation failure, with the original as `cause` and `meta.signature` once the transaction was
 * submitted.
 */
export async function sendConfirmedTransfer(parameters: SendConfirmedTransferParameters): Promise<string> {
  const { connection, commitment } = parameters
  let signature: string | undefined
  try {
    const { transfer } = parameters
    const [latest, plan] = await Promise.all([
      connection.getLatestBlockhash(commitment),
      planTransfer({ connection, transfer, commitment }),
    ])
    signature = await parameters.submit(buildTransferTransaction(transfer.from, plan.instructions, latest))
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
