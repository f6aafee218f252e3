import { Clock, EpochSchedule, type LiteSvm } from 'litesvm/dist/internal.js'

/** Slot time of Solana clusters; the local chain advances one slot per interval even when idle. */
export const SOLANA_SLOT_DURATION_MS = 400

/**
 * Slots a blockhash stays usable after it was handed out (the runtime's `MAX_PROCESSING_AGE`), so
 * `lastValidBlockHeight` is the blockhash's slot + 150, about a minute, as on a real cluster.
 */
export const SOLANA_BLOCKHASH_VALIDITY_SLOTS = 150

/** Slots per epoch of Solana clusters; the local chain has no warm-up epochs, like solana-test-validator. */
export const SOLANA_SLOTS_PER_EPOCH = 432_000

/** A time source in milliseconds since the epoch. */
export type SolanaClock = { now(): number }

/** The latest blockhash with the last block height at which it is accepted. */
export type SolanaLatestBlockhash = { blockhash: string; lastValidBlockHeight: number }

/**
 * Slot, block height and blockhashes of the local chain. Each slot produces a block, so the block
 * height equals the slot. Slots advance with time (caught up lazily on every read, no timer) and after
 * every processed transaction, which also gets a fresh blockhash so two identical transfers sign to
 * different signatures. litesvm accepts only its latest blockhash, so its own check is off and
 * `isBlockhashValid` applies the cluster rule instead: any blockhash of the last 150 slots.
 */
export function createSolanaSlotClock(parameters: { svm: LiteSvm; clock: SolanaClock }) {
  const { svm, clock } = parameters
  const startedAt = clock.now()
  const blockhashes = new Map<string, number>()
  const listeners = new Set<(slot: number) => void>()
  let slot = 0
  let tickedAt = startedAt
  let latest = svm.latestBlockhash()

  svm.setBlockhashCheck(false)
  svm.setEpochSchedule(
    new EpochSchedule(BigInt(SOLANA_SLOTS_PER_EPOCH), BigInt(SOLANA_SLOTS_PER_EPOCH), false, 0n, 0n),
  )
  blockhashes.set(latest, slot)
  writeClockSysvar()

  function writeClockSysvar(): void {
    const epoch = Math.floor(slot / SOLANA_SLOTS_PER_EPOCH)
    const epochStartedAt = startedAt + epoch * SOLANA_SLOTS_PER_EPOCH * SOLANA_SLOT_DURATION_MS
    svm.setClock(
      new Clock(
        BigInt(slot),
        BigInt(Math.floor(epochStartedAt / 1000)),
        BigInt(epoch),
        BigInt(epoch + 1),
        BigInt(Math.floor(clock.now() / 1000)),
      ),
    )
  }

  function advance(count: number): void {
    slot += count
    svm.expireBlockhash()
    latest = svm.latestBlockhash()
    blockhashes.set(latest, slot)
    for (const [blockhash, createdAt] of blockhashes) {
      if (createdAt + SOLANA_BLOCKHASH_VALIDITY_SLOTS >= slot) break
      blockhashes.delete(blockhash)
    }
    writeClockSysvar()
    for (const listener of listeners) listener(slot)
  }

  function catchUp(): void {
    const elapsed = Math.floor((clock.now() - tickedAt) / SOLANA_SLOT_DURATION_MS)
    if (elapsed <= 0) return
    tickedAt += elapsed * SOLANA_SLOT_DURATION_MS
    advance(elapsed)
  }

  return {
    /** The current slot (and block height), after catching up with the time elapsed. */
    getSlot(): number {
      catchUp()
      return slot
    },
    getLatestBlockhash(): SolanaLatestBlockhash {
      catchUp()
      return {
        blockhash: latest,
        lastValidBlockHeight: (blockhashes.get(latest) ?? slot) + SOLANA_BLOCKHASH_VALIDITY_SLOTS,
      }
    },
    /** True when `blockhash` was the latest within the last `SOLANA_BLOCKHASH_VALIDITY_SLOTS` slots. */
    isBlockhashValid(blockhash: string): boolean {
      catchUp()
      const createdAt = blockhashes.get(blockhash)
      return createdAt !== undefined && slot <= createdAt + SOLANA_BLOCKHASH_VALIDITY_SLOTS
    },
    /** Seconds since the epoch, the `blockTime` of what is processed now. */
    getBlockTime(): number {
      return Math.floor(clock.now() / 1000)
    },
    /** Seals the current slot after a transaction: the next one lands in a new slot with a new blockhash. */
    sealSlot(): void {
      catchUp()
      advance(1)
    },
    /** Calls `listener` with every new slot; returns the unsubscribe function. */
    watchSlot(listener: (slot: number) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The slot clock of a local Solana chain. */
export type SolanaSlotClock = ReturnType<typeof createSolanaSlotClock>
