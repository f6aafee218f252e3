import { formatUnits } from '@atrium/common'
import { type Connection, PublicKey } from '@solana/web3.js'
import { SOLANA_TOKEN_PROGRAM_IDS } from './solanaTokenProgramIds.js'

/** What an owner holds of one SPL mint, summed over its token accounts. */
export type SolanaTokenBalance = {
  /** The mint's base58 address. */
  readonly mint: string
  /** The token program that owns the mint's accounts (SPL Token or Token-2022). */
  readonly programId: string
  /** The amount in the smallest unit. */
  readonly amount: bigint
  readonly decimals: number
  /** The amount in whole units, as a decimal string (`'12.5'`). */
  readonly balance: string
  /** How many token accounts of this mint the owner has. */
  readonly tokenAccounts: number
}

type ParsedTokenAmount = { readonly mint: string; readonly amount: bigint; readonly decimals: number }

/** The mint and amount of a `jsonParsed` token account, or `undefined` when it has another shape. */
export function readParsedAccount(data: unknown): ParsedTokenAmount | undefined {
  const info = (data as { parsed?: { info?: unknown } } | null)?.parsed?.info as
    | { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } }
    | undefined
  const amount = info?.tokenAmount?.amount
  const decimals = info?.tokenAmount?.decimals
  if (typeof info?.mint !== 'string' || typeof amount !== 'string' || typeof decimals !== 'number')
    return undefined
  if (!/^\d+$/.test(amount)) return undefined
  return { mint: info.mint, amount: BigInt(amount), decimals }
}

/**
 * [ACCT-013] The SPL token balances of `owner`: its token accounts under both token programs
 * (`getParsedTokenAccountsByOwner`), summed per mint, in the node's order. Zero balances are kept
 * (an emptied account still exists until closed). Throws what web3.js threw; the caller wraps it.
 */
export async function readTokenBalances(parameters: {
  readonly connection: Connection
  readonly owner: string
}): Promise<SolanaTokenBalance[]> {
  const owner = new PublicKey(parameters.owner)
  const responses = await Promise.all(
    SOLANA_TOKEN_PROGRAM_IDS.map(async (programId) => ({
      programId,
      accounts: (
        await parameters.connection.getParsedTokenAccountsByOwner(owner, {
          programId: new PublicKey(programId),
        })
      ).value,
    })),
  )
  const byMint = new Map<string, SolanaTokenBalance>()
  for (const { programId, accounts } of responses) {
    for (const { account } of accounts) {
      const parsed = readParsedAccount(account.data)
      if (parsed === undefined) continue
      const key = `${programId}:${parsed.mint}`
      const previous = byMint.get(key)
      const amount = (previous?.amount ?? 0n) + parsed.amount
      byMint.set(key, {
        mint: parsed.mint,
        programId,
        amount,
        decimals: parsed.decimals,
        balance: formatUnits(amount, parsed.decimals),
        tokenAccounts: (previous?.tokenAccounts ?? 0) + 1,
      })
    }
  }
  return [...byMint.values()]
}
