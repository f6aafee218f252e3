import { LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js'
import { Account, type LiteSvm } from 'litesvm/dist/internal.js'
import { SOLANA_DEV_ACCOUNT_BALANCE_SOL, SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts.js'
import { SOLANA_DEV_MINT } from './solanaDevMint.js'
import { SOLANA_FAUCET, SOLANA_FAUCET_BALANCE_LAMPORTS } from './solanaFaucet.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaProgramIds.js'
import { encodeMint, encodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './splTokenLayout.js'

/** The rent epoch the RPC reports for rent-exempt accounts (`u64::MAX`). */
export const RENT_EXEMPT_RENT_EPOCH = 18_446_744_073_709_551_615n

/**
 * Writes the genesis state of the local chain: the funded dev accounts and faucet, the dev mint and
 * the associated token accounts of its holders. Accounts are written directly, as a genesis config
 * would, so the chain starts without a single transaction.
 */
export function seedSolanaGenesis(svm: LiteSvm): void {
  const empty = new Uint8Array(0)
  const systemProgram = SystemProgram.programId.toBytes()
  const devBalance = BigInt(SOLANA_DEV_ACCOUNT_BALANCE_SOL) * BigInt(LAMPORTS_PER_SOL)
  for (const { address } of SOLANA_DEV_ACCOUNTS) {
    svm.setAccount(
      new PublicKey(address).toBytes(),
      new Account(devBalance, empty, systemProgram, false, RENT_EXEMPT_RENT_EPOCH),
    )
  }
  svm.setAccount(
    SOLANA_FAUCET.publicKey.toBytes(),
    new Account(SOLANA_FAUCET_BALANCE_LAMPORTS, empty, systemProgram, false, RENT_EXEMPT_RENT_EPOCH),
  )

  const mint = new PublicKey(SOLANA_DEV_MINT.address)
  const tokenProgram = TOKEN_PROGRAM_ID.toBytes()
  const supply = SOLANA_DEV_MINT.balancePerHolder * BigInt(SOLANA_DEV_MINT.holders.length)
  svm.setAccount(
    mint.toBytes(),
    new Account(
      svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)),
      encodeMint({
        mintAuthority: new PublicKey(SOLANA_DEV_MINT.mintAuthority),
        supply,
        decimals: SOLANA_DEV_MINT.decimals,
      }),
      tokenProgram,
      false,
      RENT_EXEMPT_RENT_EPOCH,
    ),
  )
  const tokenAccountRent = svm.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE))
  for (const holder of SOLANA_DEV_MINT.holders) {
    const owner = new PublicKey(holder)
    const [tokenAccount] = PublicKey.findProgramAddressSync(
      [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
      ASSOCIATED_TOKEN_PROGRAM_ID,
    )
    svm.setAccount(
      tokenAccount.toBytes(),
      new Account(
        tokenAccountRent,
        encodeTokenAccount({ mint, owner, amount: SOLANA_DEV_MINT.balancePerHolder }),
        tokenProgram,
        false,
        RENT_EXEMPT_RENT_EPOCH,
      ),
    )
  }
}
