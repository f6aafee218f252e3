import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { SOLANA_DEV_ACCOUNTS, type SolanaDevAccount } from './solanaDevAccounts.js'
import { TOKEN_PROGRAM_ID } from './solanaProgramIds.js'

/** How many of the first dev accounts hold the dev token at start. */
const SOLANA_DEV_MINT_HOLDER_COUNT = 3

/** The dev SPL token of the local Solana chain. */
export type SolanaDevMint = {
  /** Mint address; its seed is SHA-256("atrium devnet solana dev mint"). */
  readonly address: string
  readonly decimals: number
  readonly symbol: string
  readonly name: string
  /** The SPL Token program (not Token-2022) that owns the mint. */
  readonly programId: string
  /** `SOLANA_DEV_ACCOUNTS[0]`, so tests can mint more. */
  readonly mintAuthority: string
  /** Dev accounts holding `balancePerHolder` base units each, in their associated token accounts. */
  readonly holders: readonly string[]
  readonly balancePerHolder: bigint
}

/**
 * A 6-decimal, USDC-like SPL token minted at start to the first three dev accounts (1,000 tokens
 * each), so SPL balances and token transfers can be shown and tested. Other dev accounts have no
 * token account until one is created.
 */
export const SOLANA_DEV_MINT: SolanaDevMint = Object.freeze({
  address: deriveSolanaKeypair('atrium devnet solana dev mint').address,
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin (Atrium devnet)',
  programId: TOKEN_PROGRAM_ID.toBase58(),
  mintAuthority: devAccount(0).address,
  holders: Object.freeze(
    SOLANA_DEV_ACCOUNTS.slice(0, SOLANA_DEV_MINT_HOLDER_COUNT).map(({ address }) => address),
  ),
  balancePerHolder: 1_000_000_000n,
})

function devAccount(index: number): SolanaDevAccount {
  const account = SOLANA_DEV_ACCOUNTS[index]
  if (account === undefined) throw new RangeError(`No Solana dev account ${index}`)
  return account
}
