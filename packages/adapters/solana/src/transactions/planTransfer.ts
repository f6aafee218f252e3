import { formatUnits, UnsupportedProviderMethodError } from '@atrium/common'
import {
  type Commitment,
  type Connection,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'
import { readParsedAccount } from '../balances/readTokenBalances.js'
import { SOLANA_TOKEN_PROGRAM_IDS } from '../balances/solanaTokenProgramIds.js'
import { SolanaInsufficientTokenBalanceError, SolanaSendInvalidParametersError } from '../errors/send.js'
import type { SolanaTransfer } from './readTransfer.js'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddress,
} from './splTokenInstructions.js'

/** What a transfer asks of the chain: its instructions, and the lamports it locks besides the fee. */
export type TransferPlan = {
  readonly instructions: readonly TransactionInstruction[]
  /** The rent-exempt deposit of the receiver's token account when the transfer creates it, else 0. */
  readonly rent: bigint
}

/** Size of a mint without Token-2022 extensions. */
const MINT_SIZE = 82
/** Size of an SPL Token account. */
const TOKEN_ACCOUNT_SIZE = 165
/**
 * Size of a Token-2022 associated token account of a mint without extensions: the account, its
 * type byte and the `ImmutableOwner` extension the ATA program always adds (TLV header, no data).
 */
const TOKEN_2022_ASSOCIATED_ACCOUNT_SIZE = TOKEN_ACCOUNT_SIZE + 1 + 4

const [TOKEN_PROGRAM, TOKEN_2022_PROGRAM] = SOLANA_TOKEN_PROGRAM_IDS

type Account = Awaited<ReturnType<Connection['getParsedAccountInfo']>>['value']

const isTokenProgram = (owner: PublicKey): boolean =>
  SOLANA_TOKEN_PROGRAM_IDS.some((programId) => owner.toBase58() === programId)

/** The decimals of a `jsonParsed` initialized mint account, else `undefined`. */
function readMintDecimals(account: Account): number | undefined {
  const data = account?.data
  if (data === undefined || data instanceof Uint8Array || data.parsed?.type !== 'mint') return undefined
  const info = data.parsed.info as { decimals?: unknown; isInitialized?: unknown } | undefined
  const decimals = info?.decimals
  if (info?.isInitialized !== true || typeof decimals !== 'number') return undefined
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : undefined
}

/**
 * What an SPL transfer needs, read from the node (`jsonParsed`): the mint (its program and
 * decimals), then the receiver (a wallet, not a token account), the sender's associated token
 * account and the receiver's. The transfer is a `TransferChecked` between the two associated accounts,
 * preceded by the receiver's `CreateIdempotent` (paid by the sender, rent included in `rent`) when
 * it has none yet.
 *
 * @throws SolanaSendInvalidParametersError when the mint is not an SPL Token or Token-2022 mint, or
 * the receiver is itself a token account or mint; UnsupportedProviderMethodError for a Token-2022
 * mint with extensions; SolanaInsufficientTokenBalanceError when the sender's associated account
 * holds less than the amount. Anything else is what web3.js threw.
 */
async function planTokenTransfer(
  connection: Connection,
  transfer: SolanaTransfer & { readonly mint: PublicKey },
  commitment: Commitment,
): Promise<TransferPlan> {
  const { from, to, mint, amount } = transfer
  const mintAccount = await connection.getParsedAccountInfo(mint, commitment)
  const tokenProgram = mintAccount.value?.owner
  const decimals = readMintDecimals(mintAccount.value)
  if (tokenProgram === undefined || !isTokenProgram(tokenProgram) || decimals === undefined)
    throw new SolanaSendInvalidParametersError({ details: `${mint.toBase58()} is not an SPL token mint` })
  const data = mintAccount.value?.data
  if (
    tokenProgram.toBase58() === TOKEN_2022_PROGRAM &&
    !(data instanceof Uint8Array) &&
    data?.space !== MINT_SIZE
  )
    throw new UnsupportedProviderMethodError({ details: 'transfers of Token-2022 mints with extensions' })
  const source = getAssociatedTokenAddress(from, mint, tokenProgram)
  const destination = getAssociatedTokenAddress(to, mint, tokenProgram)
  const { value } = await connection.getMultipleParsedAccounts([to, source, destination], { commitment })
  const [receiver, sourceAccount, destinationAccount] = value
  if (receiver !== null && receiver !== undefined && isTokenProgram(receiver.owner))
    throw new SolanaSendInvalidParametersError({
      details: `${to.toBase58()} is a token account or mint, not a wallet`,
    })
  const held = sourceAccount?.data === undefined ? undefined : readParsedAccount(sourceAccount.data)
  const available = held?.mint === mint.toBase58() ? held.amount : 0n
  if (amount > available)
    throw new SolanaInsufficientTokenBalanceError({
      needed: formatUnits(amount, decimals),
      available: formatUnits(available, decimals),
    })
  const transferChecked = createTransferCheckedInstruction({
    source,
    mint,
    destination,
    owner: from,
    amount,
    decimals,
    tokenProgram,
  })
  if (destinationAccount !== null && destinationAccount !== undefined)
    return { instructions: [transferChecked], rent: 0n }
  const size =
    tokenProgram.toBase58() === TOKEN_PROGRAM ? TOKEN_ACCOUNT_SIZE : TOKEN_2022_ASSOCIATED_ACCOUNT_SIZE
  const rent = await connection.getMinimumBalanceForRentExemption(size, commitment)
  return {
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction({ payer: from, owner: to, mint, tokenProgram }),
      transferChecked,
    ],
    rent: BigInt(rent),
  }
}

/**
 * The instructions of `transfer`: a System Program transfer of SOL, or with a mint an SPL
 * `TransferChecked` between associated token accounts (see `planTokenTransfer`).
 */
export function planTransfer(parameters: {
  readonly connection: Connection
  readonly transfer: SolanaTransfer
  readonly commitment: Commitment
}): Promise<TransferPlan> {
  const { transfer } = parameters
  const { mint } = transfer
  if (mint === undefined)
    return Promise.resolve({
      instructions: [
        SystemProgram.transfer({
          fromPubkey: transfer.from,
          toPubkey: transfer.to,
          lamports: transfer.amount,
        }),
      ],
      rent: 0n,
    })
  return planTokenTransfer(parameters.connection, { ...transfer, mint }, parameters.commitment)
}
