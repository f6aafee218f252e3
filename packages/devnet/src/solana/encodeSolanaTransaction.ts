import { base58Encode } from '@polkadot/util-crypto/base58'
import type { PublicKey } from '@solana/web3.js'
import type { SolanaTransactionRecord } from './createSolanaLedger.js'
import { parseSolanaInstruction } from './parseSolanaInstruction.js'

/** Transaction encodings of `getTransaction`. */
export const SOLANA_TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'] as const

/** A transaction encoding. */
export type SolanaTransactionEncoding = (typeof SOLANA_TRANSACTION_ENCODINGS)[number]

/**
 * The `getTransaction` answer for a processed transaction, in the shape of the Solana RPC: `slot`,
 * `blockTime`, `meta` (fee, balances, token balances, logs, inner instructions, status) and the
 * transaction itself in `encoding`. `version` is present only when the client passed
 * `maxSupportedTransactionVersion`, as the RPC does.
 */
export function encodeSolanaTransaction(
  record: SolanaTransactionRecord,
  options: { encoding: SolanaTransactionEncoding; includeVersion: boolean },
): Record<string, unknown> {
  const { encoding } = options
  const parsed = encoding === 'jsonParsed'
  const message = record.transaction.message
  const response: Record<string, unknown> = {
    slot: record.slot,
    blockTime: record.blockTime,
    meta: encodeMeta(record, parsed),
    transaction: encodeTransaction(record, encoding),
  }
  if (options.includeVersion) response.version = message.version
  return response
}

function encodeTransaction(record: SolanaTransactionRecord, encoding: SolanaTransactionEncoding): unknown {
  const { transaction, accountKeys } = record
  if (encoding === 'base64') return [Buffer.from(transaction.serialize()).toString('base64'), 'base64']
  if (encoding === 'base58') return [base58Encode(transaction.serialize()), 'base58']
  const message = transaction.message
  const signatures = transaction.signatures.map((signature) => base58Encode(signature))
  const lookups =
    message.version === 'legacy'
      ? {}
      : {
          addressTableLookups: message.addressTableLookups.map((lookup) => ({
            accountKey: lookup.accountKey.toBase58(),
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
  if (encoding === 'json') {
    return {
      signatures,
      message: {
        accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
        header: message.header,
        instructions: message.compiledInstructions.map((instruction) => ({
          programIdIndex: instruction.programIdIndex,
          accounts: instruction.accountKeyIndexes,
          data: base58Encode(instruction.data),
          stackHeight: null,
        })),
        recentBlockhash: message.recentBlockhash,
        ...lookups,
      },
    }
  }
  const staticCount = message.staticAccountKeys.length
  return {
    signatures,
    message: {
      accountKeys: accountKeys.map((key, index) => ({
        pubkey: key.toBase58(),
        signer: message.isAccountSigner(index),
        writable: message.isAccountWritable(index),
        source: index < staticCount ? 'transaction' : 'lookupTable',
      })),
      instructions: message.compiledInstructions.map((instruction) =>
        parseSolanaInstruction({
          programId: keyAt(accountKeys, instruction.programIdIndex),
          accounts: instruction.accountKeyIndexes.map((index) => keyAt(accountKeys, index)),
          data: instruction.data,
          stackHeight: null,
        }),
      ),
      recentBlockhash: message.recentBlockhash,
      ...lookups,
    },
  }
}

function encodeMeta(record: SolanaTransactionRecord, parsed: boolean): Record<string, unknown> {
  const { accountKeys } = record
  const meta: Record<string, unknown> = {
    err: record.err,
    fee: record.fee,
    innerInstructions: record.innerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((instruction) =>
        parsed
          ? parseSolanaInstruction({
              programId: keyAt(accountKeys, instruction.programIdIndex),
              accounts: instruction.accounts.map((accountIndex) => keyAt(accountKeys, accountIndex)),
              data: instruction.data,
              stackHeight: instruction.stackHeight,
            })
          : {
              programIdIndex: instruction.programIdIndex,
              accounts: instruction.accounts,
              data: base58Encode(instruction.data),
              stackHeight: instruction.stackHeight,
            },
      ),
    })),
    logMessages: record.logs,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
  if (!parsed) {
    meta.loadedAddresses = {
      writable: record.loadedAddresses.writable.map((key) => key.toBase58()),
      readonly: record.loadedAddresses.readonly.map((key) => key.toBase58()),
    }
  }
  if (record.returnData !== null) {
    meta.returnData = {
      programId: record.returnData.programId.toBase58(),
      data: [Buffer.from(record.returnData.data).toString('base64'), 'base64'],
    }
  }
  return meta
}

/** The key at `index`; the runtime accepted the transaction, so every index it uses resolves. */
function keyAt(keys: readonly PublicKey[], index: number): PublicKey {
  const key = keys[index]
  if (key === undefined) throw new RangeError(`account index ${index} outside the ${keys.length} keys`)
  return key
}
