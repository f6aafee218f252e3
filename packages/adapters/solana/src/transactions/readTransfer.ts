import { isSolanaAddress } from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { SolanaSendInvalidParametersError } from '../errors/send.js'

/** The largest lamport amount a System Program transfer carries (a u64). */
const MAX_LAMPORTS = 2n ** 64n - 1n

/** A validated SOL transfer: who pays, who receives, how many lamports. */
export type SolanaTransfer = {
  readonly from: PublicKey
  readonly to: PublicKey
  readonly lamports: bigint
}

/** [VAL-007] A base58 address of 32 to 44 characters that decodes to a 32-byte public key, else `undefined`. */
function toPublicKey(address: string | undefined): PublicKey | undefined {
  if (!isSolanaAddress(address)) return undefined
  try {
    return new PublicKey(address)
  } catch {
    return undefined
  }
}

/**
 * [SEND-003] Reads a SOL transfer from core's transaction parameters (`from`'s address, `to`, and
 * `value` in lamports; `data` and gas fields have no meaning here and are ignored).
 *
 * @throws SolanaSendInvalidParametersError 'Please enter a valid amount and receiver address' when
 * the amount is missing, not positive or above a u64, or when the receiver (or sender) is not a
 * valid Solana address (VAL-007); `details` says which.
 */
export function readTransfer(
  parameters: AdapterTransactionParameters<'solana'>,
  fromAddress: string | undefined,
): SolanaTransfer {
  const { value } = parameters
  if (typeof value !== 'bigint' || value <= 0n || value > MAX_LAMPORTS) {
    throw new SolanaSendInvalidParametersError({
      details: `The amount must be a positive number of lamports, got ${String(value)}`,
    })
  }
  const to = toPublicKey(parameters.to)
  if (to === undefined) {
    throw new SolanaSendInvalidParametersError({
      details: `The receiver is not a Solana address: ${JSON.stringify(parameters.to ?? null)}`,
    })
  }
  const from = toPublicKey(fromAddress)
  if (from === undefined) {
    throw new SolanaSendInvalidParametersError({
      details: `The sender is not a Solana address: ${parameters.from}`,
    })
  }
  return { from, to, lamports: value }
}

/** A legacy transaction of one System Program transfer, paid by the sender, on `blockhash`. */
export function buildTransferTransaction(
  transfer: SolanaTransfer,
  blockhash: { readonly blockhash: string; readonly lastValidBlockHeight: number },
): Transaction {
  return new Transaction({ feePayer: transfer.from, ...blockhash }).add(
    SystemProgram.transfer({ fromPubkey: transfer.from, toPubkey: transfer.to, lamports: transfer.lamports }),
  )
}
