import { createHash } from 'node:crypto'
import { base58Decode } from '@polkadot/util-crypto/base58'
import { VersionedMessage } from '@solana/web3.js'
import { FeatureSet } from 'litesvm/dist/internal.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { SOLANA_SLOTS_PER_EPOCH } from './createSolanaSlotClock.js'
import type { SolanaRpcMethods } from './handleSolanaRpcRequest.js'
import {
  invalidParam,
  readConfig,
  readContextConfig,
  readRequired,
  readString,
  SOLANA_RPC_ERROR_CODES,
  SolanaRpcError,
} from './readSolanaRpcParams.js'
import { SOLANA_DEVNET_GENESIS_HASH } from './solanaGenesisHash.js'
import { SOLANA_CORE_VERSION, withSolanaContext } from './solanaRpcContext.js'

/** The cluster methods of the RPC: slots, blockhashes, fees, version, health. */
export function createSolanaClusterMethods(ledger: SolanaLedger): SolanaRpcMethods {
  let featureSetId: number | undefined

  function contextSlot(params: unknown[], index: number): number {
    const slot = ledger.getSlot()
    readContextConfig(readConfig(params, index), slot)
    return slot
  }

  return {
    getLatestBlockhash(params) {
      const slot = contextSlot(params, 0)
      return withSolanaContext(slot, ledger.getLatestBlockhash())
    },

    isBlockhashValid(params) {
      const blockhash = readBlockhash(readRequired(params, 0, 'blockhash'))
      const slot = contextSlot(params, 1)
      return withSolanaContext(slot, ledger.isBlockhashValid(blockhash))
    },

    getFeeForMessage(params) {
      const encoded = readString(readRequired(params, 0, 'message'), 'message')
      const slot = contextSlot(params, 1)
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'))
      } catch (error) {
        throw new SolanaRpcError(
          SOLANA_RPC_ERROR_CODES.invalidParams,
          `invalid base64 encoded solana_message::versioned::VersionedMessage: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      // The RPC answers `null` for a message whose blockhash it no longer (or never) knew.
      return withSolanaContext(
        slot,
        ledger.isBlockhashValid(message.recentBlockhash) ? ledger.getFee(message) : null,
      )
    },

    getGenesisHash() {
      return SOLANA_DEVNET_GENESIS_HASH
    },

    getVersion() {
      featureSetId ??= computeFeatureSetId()
      return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': featureSetId }
    },

    getSlot(params) {
      return contextSlot(params, 0)
    },

    getBlockHeight(params) {
      return contextSlot(params, 0)
    },

    getEpochInfo(params) {
      const slot = contextSlot(params, 0)
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: Math.floor(slot / SOLANA_SLOTS_PER_EPOCH),
        slotIndex: slot % SOLANA_SLOTS_PER_EPOCH,
        slotsInEpoch: SOLANA_SLOTS_PER_EPOCH,
        transactionCount: ledger.transactionCount,
      }
    },

    getHealth() {
      return 'ok'
    },
  }
}

function readBlockhash(value: unknown): string {
  const text = readString(value, 'blockhash')
  if (!isBase58OfLength(text, 32)) throw invalidParam(`blockhash "${text}" is not a base58 hash of 32 bytes`)
  return text
}

function isBase58OfLength(text: string, length: number): boolean {
  try {
    return base58Decode(text).length === length
  } catch {
    return false
  }
}

/**
 * The `feature-set` of `getVersion`: like a validator's, the first four bytes (little-endian) of a
 * hash over the ids of the features its runtime knows, here litesvm's.
 */
function computeFeatureSetId(): number {
  const hash = createHash('sha256')
  for (const feature of FeatureSet.allEnabled()
    .getActiveFeatures()
    .map((id) => Buffer.from(id))
    .sort(Buffer.compare)) {
    hash.update(feature)
  }
  return hash.digest().readUInt32LE(0)
}
