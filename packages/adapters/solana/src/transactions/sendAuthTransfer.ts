import type { CaipNetworkId } from '@atrium/common'
import type { Commitment, Connection } from '@solana/web3.js'
import type { AuthSession } from '../auth/createAuthSession.js'
import type { SolanaTransfer } from './readTransfer.js'
import type { MergedSolanaSendOptions } from './SolanaSendOptions.js'
import { sendConfirmedTransfer } from './sendConfirmedTransfer.js'

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
 * [SEND-004][SEND-011] `sendTransfer` for the embedded wallet: the transaction is serialized
 * unsigned and sent to the frame's wallet as `solana_signAndSendTransaction` with the send options
 * (see `sendConfirmedTransfer`).
 *
 * @throws UserRejectedRequestError (4001) when the user refused; SolanaSendFailedError otherwise.
 */
export function sendAuthTransfer(parameters: SendAuthTransferParameters): Promise<string> {
  const { auth, networkId, options } = parameters
  return sendConfirmedTransfer({
    connection: parameters.connection,
    transfer: parameters.transfer,
    commitment: parameters.commitment,
    confirmationTimeoutMs: parameters.confirmationTimeoutMs,
    submit: (transaction) =>
      auth.signAndSendTransaction({
        networkId,
        transaction: transaction
          .serialize({ requireAllSignatures: false, verifySignatures: false })
          .toString('base64'),
        ...(Object.keys(options).length === 0 ? {} : { sendOptions: options }),
      }),
  })
}
