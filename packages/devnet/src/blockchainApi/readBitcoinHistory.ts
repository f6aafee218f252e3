import { z } from 'zod'
import { invalidCursor, takeHistoryPage } from './historyCursor.js'
import {
  CHAIN_READ_TIMEOUT_MS,
  type HistoryEntry,
  type HistoryPage,
  type ServedAsset,
} from './servedNetwork.js'

/** A transaction id: 32 bytes in hex, as Esplora writes them. */
const cursorSchema = z.string().regex(/^[0-9a-f]{64}$/)

const outputSchema = z.object({
  scriptpubkey_address: z.string().optional(),
  value: z.number().int().nonnegative(),
})

/** What the history reads of an Esplora transaction. */
const esploraTransactionSchema = z.object({
  txid: z.string(),
  vin: z.array(z.object({ prevout: outputSchema.nullable() })),
  vout: z.array(outputSchema),
  status: z.object({ confirmed: z.boolean(), block_time: z.number().optional() }),
})
const esploraTransactionsSchema = z.array(esploraTransactionSchema)

type EsploraTransaction = z.output<typeof esploraTransactionSchema>

/** GET `path` of the Esplora API at `url`, bounded by `CHAIN_READ_TIMEOUT_MS`; `undefined` when not found. */
export async function fetchEsplora(url: string, path: string): Promise<unknown> {
  const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(CHAIN_READ_TIMEOUT_MS) })
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`Esplora answered HTTP status ${response.status}`)
  return response.json()
}

const sum = (outputs: readonly { value: number }[]) =>
  outputs.reduce((total, { value }) => total + BigInt(value), 0n)

/**
 * A transaction as `address` sees it. Spending its coins is a send of what went to others (its
 * change and the fee are not sent to anyone), or a send to itself when nothing did; otherwise it
 * receives what its outputs hold.
 */
function toHistoryEntry(transaction: EsploraTransaction, address: string, native: ServedAsset): HistoryEntry {
  const spent = transaction.vin.flatMap(({ prevout }) => (prevout === null ? [] : [prevout]))
  const isSender = spent.some((output) => output.scriptpubkey_address === address)
  const toSelf = transaction.vout.filter((output) => output.scriptpubkey_address === address)
  const toOthers = transaction.vout.filter(
    (output) => output.scriptpubkey_address !== undefined && output.scriptpubkey_address !== address,
  )
  const transfer = !isSender
    ? { direction: 'in' as const, amount: sum(toSelf) }
    : toOthers.length === 0
      ? { direction: 'self' as const, amount: sum(toSelf) }
      : { direction: 'out' as const, amount: sum(toOthers) }
  const { status } = transaction
  return {
    hash: transaction.txid,
    // A transaction still in the mempool has no block time yet: it is as new as it gets.
    minedAt: status.block_time === undefined ? Date.now() : status.block_time * 1000,
    from: spent[0]?.scriptpubkey_address ?? '',
    to: (isSender ? toOthers[0] : toSelf[0])?.scriptpubkey_address ?? address,
    status: status.confirmed ? 'confirmed' : 'pending',
    transfers: [{ asset: native, ...transfer }],
  }
}

/**
 * A page of a Bitcoin address's history from the devnet's Esplora API, newest first: mempool
 * transactions, then confirmed ones 25 at a time (`/address/:address/txs/chain/:last_seen_txid`).
 * A cursor is the id of the last transaction of the page before.
 *
 * @throws HTTPException 400 for a cursor that is not a transaction of the address.
 */
export async function readBitcoinHistory(parameters: {
  url: string
  address: string
  cursor: string | undefined
  native: ServedAsset
}): Promise<HistoryPage> {
  const { url, address, cursor, native } = parameters
  const base = `/address/${encodeURIComponent(address)}`
  const read = async (path: string) => esploraTransactionsSchema.parse(await fetchEsplora(url, path))
  const readAfter = async (txid: string): Promise<EsploraTransaction[]> => {
    const mempool = await read(`${base}/txs/mempool`)
    const index = mempool.findIndex((transaction) => transaction.txid === txid)
    if (index !== -1) return [...mempool.slice(index + 1), ...(await read(`${base}/txs/chain`))]
    const seen = await fetchEsplora(url, `/tx/${txid}`)
    if (seen === undefined) throw invalidCursor()
    const { vin, vout } = esploraTransactionSchema.parse(seen)
    const outputs = [...vout, ...vin.flatMap(({ prevout }) => prevout ?? [])]
    if (!outputs.some((output) => output.scriptpubkey_address === address)) throw invalidCursor()
    return read(`${base}/txs/chain/${txid}`)
  }
  if (cursor !== undefined && !cursorSchema.safeParse(cursor).success) throw invalidCursor()
  const transactions = cursor === undefined ? await read(`${base}/txs`) : await readAfter(cursor)
  const { page, next } = takeHistoryPage(transactions, ({ txid }) => txid)
  return { entries: page.map((transaction) => toHistoryEntry(transaction, address, native)), next }
}
