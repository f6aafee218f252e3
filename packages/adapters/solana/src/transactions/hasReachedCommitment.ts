import type { Commitment, TransactionConfirmationStatus } from '@solana/web3.js'

/** How far each commitment (including web3.js's deprecated names) needs a transaction to be. */
const REQUIRED_LEVEL: Readonly<Record<Commitment, number>> = {
  processed: 0,
  recent: 0,
  confirmed: 1,
  single: 1,
  singleGossip: 1,
  finalized: 2,
  root: 2,
  max: 2,
}

const REACHED_LEVEL: Readonly<Record<TransactionConfirmationStatus, number>> = {
  processed: 0,
  confirmed: 1,
  finalized: 2,
}

/**
 * True when a signature status (`getSignatureStatuses`) is at `commitment` or beyond. A status
 * without `confirmationStatus` (older nodes) counts as finalized when `confirmations` is `null`,
 * as the RPC documents, else as confirmed.
 */
export function hasReachedCommitment(
  status: {
    readonly confirmationStatus?: TransactionConfirmationStatus | undefined
    readonly confirmations: number | null
  },
  commitment: Commitment,
): boolean {
  const reached =
    status.confirmationStatus === undefined
      ? status.confirmations === null
        ? REACHED_LEVEL.finalized
        : REACHED_LEVEL.confirmed
      : REACHED_LEVEL[status.confirmationStatus]
  return reached >= REQUIRED_LEVEL[commitment]
}
