import { hexToU8a, u8aToBigInt, u8aToHex } from '@polkadot/util'
import { blake2AsHex, xxhashAsU8a } from '@polkadot/util-crypto'
import { z } from 'zod'
import { callJsonRpc } from './callJsonRpc.js'
import type { ChainPosition } from './historyCursor.js'
import { shareInFlight } from './shareInFlight.js'

/** A `balances.Transfer` event of an indexed extrinsic: account ids, amount in planck. */
export type IndexedPolkadotTransfer = {
  readonly from: Uint8Array
  readonly to: Uint8Array
  readonly amount: bigint
}

/** An extrinsic that moved balances, as the index keeps it. */
export type IndexedExtrinsic = {
  readonly hash: string
  /** The block, then the extrinsic's index in it. */
  readonly position: ChainPosition
  /** The block's `Timestamp.Now`, in ms since the epoch. */
  readonly minedAt: number
  readonly transfers: readonly IndexedPolkadotTransfer[]
}

const storageKey = (pallet: string, item: string) =>
  u8aToHex(new Uint8Array([...xxhashAsU8a(pallet, 128), ...xxhashAsU8a(item, 128)]))
const EVENTS_KEY = storageKey('System', 'Events')
const TIMESTAMP_KEY = storageKey('Timestamp', 'Now')

/** Blocks read at once while catching up: chopsticks builds one per extrinsic, so tests add many. */
const BLOCKS_PER_BATCH = 20

const hexSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)
const headerSchema = z.object({ number: hexSchema })
const blockSchema = z.object({ block: z.object({ extrinsics: z.array(hexSchema) }) })

/** What the index reads of a decoded `EventRecord`. */
type EventRecord = {
  phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: { toNumber(): number } }
  event: { section: string; method: string; data: { toU8a(isBare?: boolean): Uint8Array }[] }
}

/** The `Vec<EventRecord>` decoder of the chain's runtime, built from its metadata (loaded on first use). */
async function createEventDecoder(httpUrl: string) {
  const { Metadata, TypeRegistry } = await import('@polkadot/types')
  const registry = new TypeRegistry()
  const metadata = hexSchema.parse(await callJsonRpc(httpUrl, 'state_getMetadata', []))
  registry.setMetadata(new Metadata(registry, metadata as `0x${string}`))
  return (storage: string) =>
    [...registry.createType('Vec<EventRecord>', storage)] as unknown as EventRecord[]
}

/**
 * An index of the local Polkadot chain's balance transfers, followed from block 1: each `read()`
 * first indexes the blocks built since the last (their extrinsics, `System.Events` decoded with the
 * runtime's metadata, and `Timestamp.Now`). When the block it last indexed has changed (a chain
 * restart) it starts over. Concurrent reads share one catch-up.
 */
export function createPolkadotHistoryIndex(httpUrl: string): {
  read(): Promise<readonly IndexedExtrinsic[]>
} {
  let extrinsics: IndexedExtrinsic[] = []
  let indexed: { number: number; hash: string } | undefined
  let decoder: Promise<(storage: string) => EventRecord[]> | undefined
  const call = (method: string, params: unknown[]) => callJsonRpc(httpUrl, method, params)

  const readBlock = async (number: number, decode: (storage: string) => EventRecord[]) => {
    const hash = hexSchema.parse(await call('chain_getBlockHash', [number]))
    const [block, events, timestamp] = await Promise.all([
      call('chain_getBlock', [hash]),
      call('state_getStorage', [EVENTS_KEY, hash]),
      call('state_getStorage', [TIMESTAMP_KEY, hash]),
    ])
    const { extrinsics: bodies } = blockSchema.parse(block).block
    const minedAt = Number(
      u8aToBigInt(hexToU8a(hexSchema.nullable().parse(timestamp) ?? '0x'), { isLe: true }),
    )
    const transfers = new Map<number, IndexedPolkadotTransfer[]>()
    for (const { phase, event } of decode(hexSchema.nullable().parse(events) ?? '0x00')) {
      if (!phase.isApplyExtrinsic || event.section !== 'balances' || event.method !== 'Transfer') continue
      const [from, to, amount] = event.data
      if (from === undefined || to === undefined || amount === undefined) continue
      const index = phase.asApplyExtrinsic.toNumber()
      const list = transfers.get(index) ?? []
      list.push({ from: from.toU8a(), to: to.toU8a(), amount: u8aToBigInt(amount.toU8a(), { isLe: true }) })
      transfers.set(index, list)
    }
    return {
      hash,
      extrinsics: [...transfers].map(
        ([index, list]): IndexedExtrinsic => ({
          hash: blake2AsHex(hexToU8a(bodies[index] ?? '0x'), 256),
          position: [BigInt(number), index],
          minedAt,
          transfers: list,
        }),
      ),
    }
  }

  const catchUp = async (): Promise<readonly IndexedExtrinsic[]> => {
    decoder ??= createEventDecoder(httpUrl).catch((error: unknown) => {
      decoder = undefined
      throw error
    })
    const decode = await decoder
    const head = Number(headerSchema.parse(await call('chain_getHeader', [])).number)
    const known =
      indexed !== undefined && indexed.number <= head
        ? await call('chain_getBlockHash', [indexed.number])
        : undefined
    const isCurrent = indexed !== undefined && known === indexed.hash
    const first = isCurrent && indexed !== undefined ? indexed.number + 1 : 1
    // Built apart and kept only once complete, so a failed catch-up leaves the index as it was.
    const added: IndexedExtrinsic[] = []
    let last = isCurrent ? indexed : undefined
    for (let start = first; start <= head; start += BLOCKS_PER_BATCH) {
      const numbers = Array.from(
        { length: Math.min(BLOCKS_PER_BATCH, head - start + 1) },
        (_, i) => start + i,
      )
      const blocks = await Promise.all(numbers.map((number) => readBlock(number, decode)))
      for (const [offset, block] of blocks.entries()) {
        added.push(...block.extrinsics)
        last = { number: start + offset, hash: block.hash }
      }
    }
    extrinsics = [...(isCurrent ? extrinsics : []), ...added]
    indexed = last
    return extrinsics
  }

  return { read: shareInFlight(catchUp) }
}
