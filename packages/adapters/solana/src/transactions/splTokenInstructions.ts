import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { Buffer } from 'buffer'

/** The SPL Associated Token Account program. */
const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** The ATA program's `CreateIdempotent` instruction tag: succeeds when the account already exists. */
const CREATE_IDEMPOTENT = 1

/** SPL Token's (and Token-2022's) `TransferChecked` instruction tag: amount u64, then decimals u8. */
const TRANSFER_CHECKED = 12

/**
 * The associated token account of `owner` for `mint` under `tokenProgram` (SPL Token or
 * Token-2022): the address the ATA program derives, as @solana/spl-token's
 * `getAssociatedTokenAddressSync` with `allowOwnerOffCurve`.
 */
export function getAssociatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

/** `createAssociatedTokenAccountIdempotentInstruction` of @solana/spl-token: `payer` funds `owner`'s account of `mint`. */
export function createAssociatedTokenAccountIdempotentInstruction(parameters: {
  readonly payer: PublicKey
  readonly owner: PublicKey
  readonly mint: PublicKey
  readonly tokenProgram: PublicKey
}): TransactionInstruction {
  const { payer, owner, mint, tokenProgram } = parameters
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: getAssociatedTokenAddress(owner, mint, tokenProgram), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([CREATE_IDEMPOTENT]),
  })
}

/**
 * `createTransferCheckedInstruction` of @solana/spl-token: moves `amount` (smallest unit) from
 * `source` to `destination`, signed by `owner`; the program refuses it when `decimals` is not the
 * mint's.
 */
export function createTransferCheckedInstruction(parameters: {
  readonly source: PublicKey
  readonly mint: PublicKey
  readonly destination: PublicKey
  readonly owner: PublicKey
  readonly amount: bigint
  readonly decimals: number
  readonly tokenProgram: PublicKey
}): TransactionInstruction {
  const data = Buffer.alloc(10)
  data.writeUInt8(TRANSFER_CHECKED, 0)
  data.writeBigUInt64LE(parameters.amount, 1)
  data.writeUInt8(parameters.decimals, 9)
  return new TransactionInstruction({
    programId: parameters.tokenProgram,
    keys: [
      { pubkey: parameters.source, isSigner: false, isWritable: true },
      { pubkey: parameters.mint, isSigner: false, isWritable: false },
      { pubkey: parameters.destination, isSigner: false, isWritable: true },
      { pubkey: parameters.owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}
