import { isSolanaAddress } from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { PublicKey, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { SolanaSendInvalidParametersError } from '../errors/send.js'

/** The largest amount a System Program or SPL Token transfer carries (a u64). */
const MAX_AMOUNT = 2n ** 64n - 1n

/** Core's transaction parameters, plus the mint of an SPL token transfer. */
export type SolanaTransferParameters = AdapterTransactionParameters<'solana'> & {
  /** The base58 SPL mint (SPL Token or Token-2022) whose tokens move; absent for SOL. */
  readonly mint?: string | undefined
}

/**
 * A validated transfer: who pays, who receives (the wallet, not a token account), how much: in
 * lamports, or in the token's smallest unit when `mint` is set.
 */
export type SolanaTransfer = {
  readonly from: PublicKey
  readonly to: PublicKey
  readonly amount: bigint
  readonly mint?: PublicKey | undefined
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
 * [SEND-003] Reads a transfer from core's transaction parameters (`from`'s address, `to`, `value`
 * in lamports, or with `mint` in the token's smallest unit; `data` and gas fields have no meaning
 * here and are ignored).
 *
 * @throws SolanaSendInvalidParametersError 'Please enter a valid amount and receiver address' when
 * the amount is missing, not positive or above a u64, or when the receiver, sender or mint is not
 * a valid Solana address (VAL-007); `details` says which.
 */
export function readTransfer(
  parameters: SolanaTransferParameters,
  fromAddress: string | undefined,
): SolanaTransfer {
  const { value } = parameters
  if (typeof value !== 'bigint' || value <= 0n || value > MAX_AMOUNT) {
    throw new SolanaSendInvalidParametersError({
      details: `The amount must be a positive u64 in the smallest unit, got ${String(value)}`,
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
  if (parameters.mint === undefined) return { from, to, amount: value }
  const mint = toPublicKey(parameters.mint)
  if (mint === undefined) {
    throw new SolanaSendInvalidParametersError({
      details: `The token mint is not a Solana address: ${JSON.stringify(parameters.mint)}`,
    })
  }
  return { from, to, amount: value, mint }
}

/** A legacy transaction of `instructions`, paid by `feePayer`, on `blockhash`. */
export function buildTransferTransaction(
  feePayer: PublicKey,
  instructions: readonly TransactionInstruction[],
  blockhash: { readonly blockhash: string; readonly lastValidBlockHeight: number },
): Transaction {
  return new Transaction({ feePayer, ...blockhash }).add(...instructions)
}
