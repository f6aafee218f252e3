import type { PublicKey } from '@solana/web3.js'
import { isTokenProgram } from './readSolanaTokenBalances.js'
import { TOKEN_2022_PROGRAM_ID } from './solanaProgramIds.js'
import { decodeMint, decodeTokenAccount } from './splTokenLayout.js'
import { toUiTokenAmount } from './toUiTokenAmount.js'

/** The `jsonParsed` form of account data. */
export type ParsedAccountData = {
  program: string
  parsed: { type: string; info: Record<string, unknown> }
  space: number
}

/**
 * The `jsonParsed` data of SPL Token and Token-2022 mints and accounts (base fields; Token-2022
 * extensions are not listed). Other accounts give `null` and the RPC answers them in base64, as a
 * validator does for data it cannot parse.
 */
export function parseSolanaAccountData(
  account: { owner: PublicKey; data: Uint8Array },
  getMintDecimals: (mint: PublicKey) => number | undefined,
): ParsedAccountData | null {
  if (!isTokenProgram(account.owner)) return null
  const program = account.owner.equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token'
  const space = account.data.length
  const tokenAccount = decodeTokenAccount(account.data)
  if (tokenAccount !== null) {
    const decimals = getMintDecimals(tokenAccount.mint)
    if (decimals === undefined) return null
    const info: Record<string, unknown> = {
      isNative: tokenAccount.nativeReserve !== null,
      mint: tokenAccount.mint.toBase58(),
      owner: tokenAccount.owner.toBase58(),
      state: tokenAccount.state,
      tokenAmount: toUiTokenAmount(tokenAccount.amount, decimals),
    }
    if (tokenAccount.delegate !== null) {
      info.delegate = tokenAccount.delegate.toBase58()
      info.delegatedAmount = toUiTokenAmount(tokenAccount.delegatedAmount, decimals)
    }
    if (tokenAccount.nativeReserve !== null) {
      info.rentExemptReserve = toUiTokenAmount(tokenAccount.nativeReserve, decimals)
    }
    if (tokenAccount.closeAuthority !== null) info.closeAuthority = tokenAccount.closeAuthority.toBase58()
    return { program, parsed: { type: 'account', info }, space }
  }
  const mint = decodeMint(account.data)
  if (mint === null) return null
  return {
    program,
    parsed: {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority?.toBase58() ?? null,
        supply: mint.supply.toString(),
      },
    },
    space,
  }
}
