/**
 * Genesis hash of the local Solana chain: base58 of SHA-256("atrium devnet solana genesis"). It is
 * fixed so the CAIP-2 id below, which wallets and stored sessions key on, is the same on every run.
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv58xzRKYanVeg'

/** CAIP-2 id of the local Solana chain: `solana:` and the first 32 characters of its genesis hash. */
export const SOLANA_DEVNET_NETWORK_ID = `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}` as const
