import { z } from 'zod'
import { callJsonRpc } from './callJsonRpc.js'
import { HISTORY_PAGE_SIZE, invalidCursor, takeHistoryPage } from './historyCursor.js'
import {
  getTransferDirection,
  type HistoryEntry,
  type HistoryPage,
  type HistoryTransfer,
  type ServedAsset,
} from './servedNetwork.js'

/**
 * Most signatures read per address: the RPC's largest `getSignaturesForAddress` page, so a devnet
 * account's history is complete up to that many transactions.
 */
const MAX_SIGNATURES = 1000

/** A signature in base58: 64 bytes take 86 to 88 characters (fewer with leading zero bytes). */
const cursorSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

const signaturesSchema = z.array(
  z.object({ signature: z.string(), slot: z.number(), err: z.unknown(), blockTime: z.number().nullable() }),
)

const tokenAccountsSchema = z.object({ value: z.array(z.object({ pubkey: z.string() })) })

const instructionSchema = z.object({ program: z.string().optional(), parsed: z.unknown().optional() })

const tokenBalanceSchema = z.object({
  accountIndex: z.number(),
  mint: z.string(),
  owner: z.string().optional(),
})

/** What the history reads of a `getTransaction` answer in `jsonParsed`. */
const transactionSchema = z.object({
  meta: z.object({
    err: z.unknown(),
    innerInstructions: z.array(z.object({ instructions: z.array(instructionSchema) })).nullish(),
    preTokenBalances: z.array(tokenBalanceSchema).nullish(),
    postTokenBalances: z.array(tokenBalanceSchema).nullish(),
  }),
  transaction: z.object({
    message: z.object({
      accountKeys: z.array(z.object({ pubkey: z.string() })),
      instructions: z.array(instructionSchema),
    }),
  }),
})

const baseUnits = z.string().regex(/^\d{1,20}$/)

/** A System Program transfer, as `jsonParsed` gives it. */
const solTransferSchema = z.object({
  program: z.literal('system'),
  parsed: z.object({
    type: z.literal('transfer'),
    info: z.object({ source: z.string(), destination: z.string(), lamports: z.number().int().nonnegative() }),
  }),
})

/** An SPL Token `transfer` or `transferChecked`; the unchecked one names no mint. */
const tokenTransferSchema = z.object({
  program: z.literal('spl-token'),
  parsed: z.object({
    type: z.enum(['transfer', 'transferChecked']),
    info: z.object({
      source: z.string(),
      destination: z.string(),
      amount: baseUnits.optional(),
      tokenAmount: z.object({ amount: baseUnits }).optional(),
    }),
  }),
})

type Transfer = { asset: ServedAsset; from: string; to: string; amount: bigint }

/** The SOL and `mint` transfers of a transaction, between owners (token accounts resolved to theirs). */
function readTransfers(
  transaction: z.output<typeof transactionSchema>,
  assets: { native: ServedAsset; mint: ServedAsset & { address: string } },
): Transfer[] {
  const { meta, transaction: signed } = transaction
  const keys = signed.message.accountKeys.map(({ pubkey }) => pubkey)
  const tokenAccounts = new Map(
    [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map(
      ({ accountIndex, mint, owner }) => [keys[accountIndex], { mint, owner }] as const,
    ),
  )
  const instructions = [
    ...signed.message.instructions,
    ...(meta.innerInstructions ?? []).flatMap(({ instructions }) => instructions),
  ]
  return instructions.flatMap((instruction): Transfer[] => {
    const sol = solTransferSchema.safeParse(instruction)
    if (sol.success) {
      const { source, destination, lamports } = sol.data.parsed.info
      return [{ asset: assets.native, from: source, to: destination, amount: BigInt(lamports) }]
    }
    const token = tokenTransferSchema.safeParse(instruction)
    if (!token.success) return []
    const { source, destination, amount, tokenAmount } = token.data.parsed.info
    const from = tokenAccounts.get(source)
    const to = tokenAccounts.get(destination)
    const units = tokenAmount?.amount ?? amount
    if (from?.owner === undefined || to?.owner === undefined || units === undefined) return []
    if (from.mint !== assets.mint.address) return []
    return [{ asset: assets.mint, from: from.owner, to: to.owner, amount: BigInt(units) }]
  })
}

/** The transfers of `transfers` that moved `account`'s assets, with their direction. */
function toAccountTransfers(transfers: readonly Transfer[], account: string): HistoryTransfer[] {
  return transfers.flatMap(({ asset, from, to, amount }): HistoryTransfer[] => {
    const direction = getTransferDirection(from === account, to === account)
    return direction === undefined ? [] : [{ asset, amount, direction }]
  })
}

/**
 * A page of a Solana account's history from the local validator's RPC: the signatures of the
 * account and of its token accounts of `mint` (an incoming token transfer names only the token
 * account), newest first, then `getTransaction` (`jsonParsed`) of the page's transactions for
 * their SOL and token transfers. A cursor is the signature of the last transaction of the page before.
 *
 * @throws HTTPException 400 for a cursor that is not one of the account's signatures.
 */
export async function readSolanaHistory(parameters: {
  rpcUrl: string
  account: string
  cursor: string | undefined
  native: ServedAsset
  mint: ServedAsset & { address: string }
}): Promise<HistoryPage> {
  const { rpcUrl, account, cursor, native, mint } = parameters
  if (cursor !== undefined && !cursorSchema.safeParse(cursor).success) throw invalidCursor()
  const commitment = 'confirmed'
  const tokenAccounts = tokenAccountsSchema.parse(
    await callJsonRpc(rpcUrl, 'getTokenAccountsByOwner', [
      account,
      { mint: mint.address },
      { commitment, encoding: 'base64' },
    ]),
  )
  const lists = await Promise.all(
    [account, ...tokenAccounts.value.map(({ pubkey }) => pubkey)].map(async (address) =>
      signaturesSchema.parse(
        await callJsonRpc(rpcUrl, 'getSignaturesForAddress', [
          address,
          { commitment, limit: MAX_SIGNATURES },
        ]),
      ),
    ),
  )
  const bySignature = new Map(lists.flat().map((entry) => [entry.signature, entry]))
  // Slots only grow, and each list is newest first already: a stable sort keeps ties in chain order.
  const newestFirst = [...bySignature.values()].sort((a, b) => b.slot - a.slot)
  const start = cursor === undefined ? 0 : newestFirst.findIndex(({ signature }) => signature === cursor) + 1
  if (start === 0 && cursor !== undefined) throw invalidCursor()
  const { page, next } = takeHistoryPage(
    newestFirst.slice(start, start + HISTORY_PAGE_SIZE + 1),
    ({ signature }) => signature,
  )
  const entries = await Promise.all(
    page.map(async ({ signature, err, blockTime }): Promise<HistoryEntry> => {
      const transaction = transactionSchema.parse(
        await callJsonRpc(rpcUrl, 'getTransaction', [
          signature,
          { commitment, encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 },
        ]),
      )
      // A failed transaction's instructions moved nothing.
      const transfers = err === null ? readTransfers(transaction, { native, mint }) : []
      const mine = transfers.find(({ from, to }) => from === account || to === account)
      return {
        hash: signature,
        minedAt: (blockTime ?? 0) * 1000,
        from: mine?.from ?? transaction.transaction.message.accountKeys[0]?.pubkey ?? '',
        to: mine?.to ?? '',
        status: err === null ? 'confirmed' : 'failed',
        transfers: toAccountTransfers(transfers, account),
      }
    }),
  )
  return { entries, next }
}
