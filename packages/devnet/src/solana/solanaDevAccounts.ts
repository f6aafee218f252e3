import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'

/** How many Solana dev accounts the local chain funds at start. */
export const SOLANA_DEV_ACCOUNT_COUNT = 10

/** SOL each dev account holds at start. */
export const SOLANA_DEV_ACCOUNT_BALANCE_SOL = 1000

/** A funded account of the local Solana chain. */
export type SolanaDevAccount = {
  /** 64 bytes, seed then public key: `Keypair.fromSecretKey(secretKey)` in @solana/web3.js. */
  readonly secretKey: Uint8Array
  /** Base58 public key. */
  readonly address: string
}

/**
 * The dev accounts of the local Solana chain, each funded with `SOLANA_DEV_ACCOUNT_BALANCE_SOL` at
 * start. Account `i` has the Ed25519 seed SHA-256("atrium devnet solana account i"), so the keys are
 * the same on every machine and run. The first `SOLANA_DEV_MINT.holders.length` also hold the dev token.
 */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = Object.freeze(
  Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => {
    const { secretKey, address } = deriveSolanaKeypair(`atrium devnet solana account ${index}`)
    return Object.freeze({ secretKey, address })
  }),
)
