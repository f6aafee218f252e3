import type { CaipNetworkId } from '@atrium/common'
import type { Commitment, Connection } from '@solana/web3.js'
import type { AuthSession } from '../auth/createAuthSession.js'
import { toSolanaSendError } from '../errors/toSolanaAdapterError.js'
import { confirmSignature } from './confirmSignature.js'
import { buildTransferTransaction, type SolanaTransfer } from './readTransfer.js'
import type { MergedSolanaSendOptions } from './SolanaSendOptions.js'

export type SendAuthTransferParameters = {
  readonly connection: Connection
  readonly auth: AuthSession
  readonly networkId: CaipNetworkId
  readonly transfer: SolanaTransfer
  readonly options: MergedSolanaSendOptions
  readonly commitment: Commitment
  readonly confirmationTimeoutMs?: number | undefined
}

/**
 * [SEND-004][SEND-011] `sendTransfer` for the embedded wallet: the same legacy transfer on the
 * latest blockhash, serialized unsigned and sent to the frame's wallet as
 * `solana_signAndSendTransaction` with the send options, then confirmed at `commitment`.
 *
 * @throws UserRejectedRequestError (4001) when the user refused; SolanaSendFailedError for any
 * node, wallet or confirmation failure, `meta.signature` once the wallet sent it.
 */
export async function sendAuthTransfer(parameters: SendAuthTransferParameters): Promise<string> {
  const { connection, commitment } = parameters
  let signature: string | undefined
  try {
    const latest = await connection.getLatestBlockhash(commitment)
    const bytes = buildTransferTransaction(parameters.transfer, latest).serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    })
    signature = await parameters.auth.signAndSendTransaction({
      networkId: parameters.networkId,
      transaction: bytes.toString('base64'),
      ...(Object.keys(parameters.options).length === 0 ? {} : { sendOptions: parameters.options }),
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
