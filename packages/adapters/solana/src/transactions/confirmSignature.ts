import type { Commitment, Connection } from '@solana/web3.js'
import { SolanaSendFailedError } from '../errors/send.js'
import { hasReachedCommitment } from './hasReachedCommitment.js'

/** [SEND-011] How long a send may wait for its confirmation before it counts as failed. */
export const SOLANA_CONFIRMATION_TIMEOUT_MS = 90_000

/** How often the signature status is asked for: about one Solana slot. */
export const SOLANA_CONFIRMATION_POLL_INTERVAL_MS = 400

export type ConfirmSignatureParameters = {
  readonly connection: Connection
  readonly signature: string
  /** The last block height at which the transaction's blockhash is still valid. */
  readonly lastValidBlockHeight: number
  readonly commitment: Commitment
  readonly timeoutMs?: number | undefined
  readonly pollIntervalMs?: number | undefined
}

/** Waits `milliseconds`, or rejects with the signal's reason once it aborts. */
function pause(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, milliseconds)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Waits until the node reports `signature` at `commitment`, asking `getSignatureStatuses` about
 * once a slot; fails when the transaction failed, when its blockhash expired without it landing,
 * or after `timeoutMs`. Written here rather than web3.js's `confirmTransaction`, whose
 * block-height strategy leaves requests running after it settled and lets a failed status request
 * escape as an unhandled rejection: when this resolves or rejects, nothing is left in flight.
 *
 * @throws SolanaSendFailedError when the transaction failed on chain (`meta.transactionError`) or
 * expired; a `TimeoutError` after `timeoutMs`; what web3.js threw for a failed status request.
 */
export async function confirmSignature(parameters: ConfirmSignatureParameters): Promise<void> {
  const { connection, signature, commitment } = parameters
  const deadline = AbortSignal.timeout(parameters.timeoutMs ?? SOLANA_CONFIRMATION_TIMEOUT_MS)
  for (;;) {
    const [status] = (await connection.getSignatureStatuses([signature])).value
    if (status?.err != null) {
      throw new SolanaSendFailedError({
        details: `The transaction failed on chain: ${JSON.stringify(status.err)}`,
        meta: { signature, transactionError: status.err },
      })
    }
    if (status != null && hasReachedCommitment(status, commitment)) return
    if (status == null && (await connection.getBlockHeight(commitment)) > parameters.lastValidBlockHeight) {
      // The blockhash expired; the transaction can no longer land unless it already did.
      const [last] = (await connection.getSignatureStatuses([signature])).value
      if (last == null) {
        throw new SolanaSendFailedError({
          details: `The transaction expired: block height passed ${parameters.lastValidBlockHeight}`,
          meta: { signature },
        })
      }
    }
    deadline.throwIfAborted()
    await pause(parameters.pollIntervalMs ?? SOLANA_CONFIRMATION_POLL_INTERVAL_MS, deadline)
  }
}
