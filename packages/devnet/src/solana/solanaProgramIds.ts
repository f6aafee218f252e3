import { PublicKey } from '@solana/web3.js'

/** SPL Token, loaded in every litesvm instance. */
export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

/** SPL Token-2022, loaded in every litesvm instance. */
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** SPL Associated Token Account program, loaded in every litesvm instance. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** SPL Memo v2 and v1: their instructions become the `memo` of `getSignaturesForAddress`. */
export const MEMO_PROGRAM_IDS: readonly PublicKey[] = [
  new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
  new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'),
]

/** Owner of the builtin programs (System, Compute Budget, Vote, the loaders). */
export const NATIVE_LOADER_ID = new PublicKey('NativeLoader1111111111111111111111111111111')

/** The Compute Budget program, whose instructions set the compute limit and price of a transaction. */
export const COMPUTE_BUDGET_PROGRAM_ID = new PublicKey('ComputeBudget111111111111111111111111111111')
