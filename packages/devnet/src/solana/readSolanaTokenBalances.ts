import type { PublicKey } from '@solana/web3.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaProgramIds.js'
import { decodeMint, decodeTokenAccount } from './splTokenLayout.js'
import { toUiTokenAmount, type UiTokenAmount } from './toUiTokenAmount.js'

/** The token balance of one account key, as in `preTokenBalances` / `postTokenBalances`. */
export type SolanaTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** The fields of an account the token balances need. */
type AccountView = { owner: PublicKey; data: Uint8Array }

/** True when `owner` is SPL Token or Token-2022. */
export function isTokenProgram(owner: PublicKey): boolean {
  return owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID)
}

/**
 * The token balances among `accounts` (indexed like the transaction's account keys). A token account
 * whose mint cannot be read is left out, as the RPC does.
 */
export function readSolanaTokenBalances(
  accounts: readonly (AccountView | null)[],
  getAccount: (address: PublicKey) => AccountView | null,
): SolanaTokenBalance[] {
  const balances: SolanaTokenBalance[] = []
  accounts.forEach((account, accountIndex) => {
    if (account === null || !isTokenProgram(account.owner)) return
    const tokenAccount = decodeTokenAccount(account.data)
    if (tokenAccount === null) return
    const mintAccount = getAccount(tokenAccount.mint)
    const mint = mintAccount === null ? null : decodeMint(mintAccount.data)
    if (mint === null) return
    balances.push({
      accountIndex,
      mint: tokenAccount.mint.toBase58(),
      owner: tokenAccount.owner.toBase58(),
      programId: account.owner.toBase58(),
      uiTokenAmount: toUiTokenAmount(tokenAccount.amount, mint.decimals),
    })
  })
  return balances
}
