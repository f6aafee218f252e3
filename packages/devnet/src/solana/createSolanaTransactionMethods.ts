import type { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { SolanaLedger, SolanaSimulation, SolanaTransactionRecord } from './createSolanaLedger.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import {
  encodeSolanaAccount,
  readAccountEncodingOptions,
  type SolanaAccountEncodingOptions,
} from './encodeSolanaAccount.js'
import { encodeSolanaTransaction, SOLANA_TRANSACTION_ENCODINGS } from './encodeSolanaTransaction.js'
import type { SolanaRpcMethods } from './handleSolanaRpcRequest.js'
import { parseSolanaInstruction, readMemo } from './parseSolanaInstruction.js'
import {
  invalidParam,
  invalidParams,
  readChoice,
  readCommitment,
  readConfig,
  readContextConfig,
  readFlag,
  readOptionalCount,
  readPublicKey,
  readRequired,
  readSignature,
  readString,
  SOLANA_RPC_ERROR_CODES,
  SolanaRpcError,
} from './readSolanaRpcParams.js'
import { withSolanaContext } from './solanaRpcContext.js'
import { describeSolanaTransactionError } from './toSolanaTransactionError.js'

/** Most signatures `getSignatureStatuses` answers at once. */
const MAX_SIGNATURE_STATUSES = 256

/** Most entries `getSignaturesForAddress` returns, and its default. */
const MAX_SIGNATURES_FOR_ADDRESS = 1000

/** The transaction methods of the RPC: send, simulate, statuses and history. */
export function createSolanaTransactionMethods(ledger: SolanaLedger): SolanaRpcMethods {
  function readTransaction(params: unknown[], config: Record<string, unknown>): VersionedTransaction {
    const encoded = readString(readRequired(params, 0, 'transaction'), 'transaction')
    return decodeWireTransaction(encoded, readChoice(config, 'encoding', ['base58', 'base64'], 'base58'))
  }

  function encodeSimulation(
    simulation: SolanaSimulation,
    transaction: VersionedTransaction,
    options: { accountOptions?: SolanaAccountEncodingOptions; innerInstructions: boolean },
  ) {
    const { accountOptions } = options
    const keys = ledger.resolveAccountKeys(transaction.message)
    return {
      err: simulation.err,
      logs: simulation.logs,
      accounts:
        accountOptions === undefined
          ? null
          : (simulation.accounts?.map((account) =>
              account === null ? null : encodeSolanaAccount(account, accountOptions, ledger.getMintDecimals),
            ) ?? null),
      unitsConsumed: simulation.computeUnitsConsumed,
      returnData:
        simulation.returnData === null
          ? null
          : {
              programId: simulation.returnData.programId.toBase58(),
              data: [Buffer.from(simulation.returnData.data).toString('base64'), 'base64'],
            },
      innerInstructions: options.innerInstructions
        ? simulation.innerInstructions.map(({ index, instructions }) => ({
            index,
            instructions: instructions.flatMap((instruction) => {
              const programId = keys[instruction.programIdIndex]
              if (programId === undefined) return []
              return [
                parseSolanaInstruction({
                  programId,
                  accounts: instruction.accounts.flatMap((accountIndex) => keys[accountIndex] ?? []),
                  data: instruction.data,
                  stackHeight: instruction.stackHeight,
                }),
              ]
            }),
          }))
        : null,
      fee: ledger.getFee(transaction.message),
    }
  }

  return {
    sendTransaction(params) {
      const config = readConfig(params, 1)
      const transaction = readTransaction(params, config)
      const skipPreflight = readFlag(config, 'skipPreflight', false)
      readCommitment(config, 'preflightCommitment')
      // Every transaction is processed at once, so there is nothing to retry; the value is still checked.
      readOptionalCount(config, 'maxRetries')
      readContextConfig(config, ledger.getSlot())
      if (!skipPreflight) {
        const simulation = ledger.simulateTransaction(transaction, {
          sigVerify: true,
          replaceRecentBlockhash: false,
        })
        if (simulation.err === 'SignatureFailure') {
          throw new SolanaRpcError(
            SOLANA_RPC_ERROR_CODES.transactionSignatureVerificationFailure,
            'Transaction signature verification failure',
          )
        }
        const signature = ledger.getSignature(transaction)
        const err = ledger.getTransaction(signature) === undefined ? simulation.err : 'AlreadyProcessed'
        if (err !== null) {
          const data = encodeSimulation({ ...simulation, err }, transaction, { innerInstructions: false })
          throw new SolanaRpcError(
            SOLANA_RPC_ERROR_CODES.sendTransactionPreflightFailure,
            `Transaction simulation failed: ${describeSolanaTransactionError(err)}`,
            { ...data, replacementBlockhash: null, loadedAccountsDataSize: null },
          )
        }
      }
      return ledger.sendTransaction(transaction).signature
    },

    simulateTransaction(params) {
      const config = readConfig(params, 1)
      const transaction = readTransaction(params, config)
      const sigVerify = readFlag(config, 'sigVerify', false)
      const replaceRecentBlockhash = readFlag(config, 'replaceRecentBlockhash', false)
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const slot = ledger.getSlot()
      readContextConfig(config, slot)
      const accountsConfig = readAccountsConfig(config.accounts)
      const simulation = ledger.simulateTransaction(transaction, {
        sigVerify,
        replaceRecentBlockhash,
        accounts: accountsConfig?.addresses ?? [],
      })
      return withSolanaContext(slot, {
        ...encodeSimulation(simulation, transaction, {
          ...(accountsConfig === undefined ? {} : { accountOptions: accountsConfig.options }),
          innerInstructions: readFlag(config, 'innerInstructions', false),
        }),
        replacementBlockhash: replaceRecentBlockhash ? ledger.getLatestBlockhash() : null,
        loadedAccountsDataSize: null,
      })
    },

    getSignatureStatuses(params) {
      const signatures = readRequired(params, 0, 'signatures')
      if (!Array.isArray(signatures)) throw invalidParams('signatures must be an array of base58 signatures')
      if (signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
      }
      const config = readConfig(params, 1)
      readFlag(config, 'searchTransactionHistory', false)
      return withSolanaContext(
        ledger.getSlot(),
        signatures.map((value, index) => {
          const record = ledger.getTransaction(readSignature(value, `signatures[${index}]`))
          return record === undefined ? null : toSignatureStatus(record)
        }),
      )
    },

    getTransaction(params) {
      const signature = readSignature(readRequired(params, 0, 'signature'), 'signature')
      const config = typeof params[1] === 'string' ? { encoding: params[1] } : readConfig(params, 1)
      const encoding = readChoice(config, 'encoding', SOLANA_TRANSACTION_ENCODINGS, 'json')
      readAtLeastConfirmed(config)
      readContextConfig(config, ledger.getSlot())
      const maxVersion = config.maxSupportedTransactionVersion
      if (maxVersion !== undefined && maxVersion !== null && maxVersion !== 0) {
        throw invalidParams('maxSupportedTransactionVersion must be 0')
      }
      const record = ledger.getTransaction(signature)
      if (record === undefined) return null
      const version = record.transaction.message.version
      if (version !== 'legacy' && (maxVersion === undefined || maxVersion === null)) {
        throw new SolanaRpcError(
          SOLANA_RPC_ERROR_CODES.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      return encodeSolanaTransaction(record, { encoding, includeVersion: maxVersion === 0 })
    },

    getSignaturesForAddress(params) {
      const address = readPublicKey(readRequired(params, 0, 'address'), 'address')
      const config = readConfig(params, 1)
      readAtLeastConfirmed(config)
      readContextConfig(config, ledger.getSlot())
      const limit = readOptionalCount(config, 'limit') ?? MAX_SIGNATURES_FOR_ADDRESS
      if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
        throw invalidParam(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`)
      }
      const before = readOptionalSignature(config.before, 'before')
      const until = readOptionalSignature(config.until, 'until')
      let newestFirst = [...ledger.getTransactionsOfAddress(address)].reverse()
      if (before !== undefined) {
        const index = newestFirst.findIndex((record) => record.signature === before)
        newestFirst = index === -1 ? [] : newestFirst.slice(index + 1)
      }
      const entries: Record<string, unknown>[] = []
      for (const record of newestFirst) {
        if (record.signature === until || entries.length === limit) break
        entries.push({
          signature: record.signature,
          slot: record.slot,
          err: record.err,
          memo: readMemos(record),
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        })
      }
      return entries
    },
  }
}

function toSignatureStatus(record: SolanaTransactionRecord) {
  return {
    slot: record.slot,
    // Every slot of the local chain is rooted at once: `null` is how the RPC reports a rooted status.
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

/** The memos of a transaction as `getSignaturesForAddress` reports them: "[length] text", joined by "; ". */
function readMemos(record: SolanaTransactionRecord): string | null {
  const memos = record.transaction.message.compiledInstructions.flatMap((instruction) => {
    const programId = record.accountKeys[instruction.programIdIndex]
    if (programId === undefined) return []
    const memo = readMemo({ programId, accounts: [], data: instruction.data, stackHeight: null })
    return memo === undefined ? [] : [`[${instruction.data.length}] ${memo}`]
  })
  return memos.length === 0 ? null : memos.join('; ')
}

function readOptionalSignature(value: unknown, name: string): string | undefined {
  return value === undefined || value === null ? undefined : readSignature(value, name)
}

function readAtLeastConfirmed(config: Record<string, unknown>): void {
  if (config.commitment === 'processed') {
    throw invalidParams('Method does not support commitment below `confirmed`')
  }
}

function readAccountsConfig(
  value: unknown,
): { addresses: PublicKey[]; options: SolanaAccountEncodingOptions } | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('accounts must be an object { addresses, encoding }')
  }
  const config = value as Record<string, unknown>
  if (!Array.isArray(config.addresses)) throw invalidParams('accounts.addresses must be an array')
  const options = readAccountEncodingOptions(config, 'base64')
  if (options.encoding === 'binary' || options.encoding === 'base58') {
    throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidParams, 'base58 encoding not supported')
  }
  return {
    addresses: config.addresses.map((address, index) =>
      readPublicKey(address, `accounts.addresses[${index}]`),
    ),
    options,
  }
}
