/**
 * The SPL Token program and Token-2022 (token extensions): an owner's token accounts live under
 * either, so balances read both.
 */
export const SOLANA_TOKEN_PROGRAM_IDS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const
