import { base58Encode } from '@polkadot/util-crypto/base58'
import { PublicKey, type VersionedMessage, type VersionedTransaction } from '@solana/web3.js'
import { type Account, FailedTransactionMetadata, LiteSvm } from 'litesvm/dist/internal.js'
import { computeSolanaFee } from './computeSolanaFee.js'
import { createSolanaSlotClock, type SolanaClock } from './createSolanaSlotClock.js'
import { readSolanaExecution, type SolanaExecution } from './readSolanaExecution.js'
import {
  isTokenProgram,
  readSolanaTokenBalances,
  type SolanaTokenBalance,
} from './readSolanaTokenBalances.js'
import { resolveSolanaAccountKeys } from './resolveSolanaAccountKeys.js'
import { seedSolanaGenesis } from './seedSolanaGenesis.js'
import { createAirdropTransaction } from './solanaFaucet.js'
import { NATIVE_LOADER_ID } from './solanaProgramIds.js'
import { decodeMint } from './splTokenLayout.js'
import { type SolanaTransactionError, toSolanaTransactionError } from './toSolanaTransactionError.js'

/** An account of the local chain, read out of litesvm. */
export type SolanaAccount = {
  lamports: bigint
  data: Uint8Array
  owner: PublicKey
  executable: boolean
  rentEpoch: bigint
}

/** A transaction the chain processed (it paid its fee, whether its instructions succeeded or not). */
export type SolanaTransactionRecord = SolanaExecution & {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  /** Static keys, then the keys loaded from lookup tables (writable, then read-only). */
  accountKeys: PublicKey[]
  loadedAddresses: { writable: PublicKey[]; readonly: PublicKey[] }
  err: SolanaTransactionError | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: SolanaTokenBalance[]
  postTokenBalances: SolanaTokenBalance[]
}

/** A simulation's outcome; `accounts` follows the addresses asked for (absent accounts are `null`). */
export type SolanaSimulation = SolanaExecution & {
  err: SolanaTransactionError | null
  accounts: (SolanaAccount | null)[] | null
}

/**
 * The outcome of `sendTransaction`: `record` when the chain processed the transaction, else the
 * error that made the runtime drop it (bad signature, unknown blockhash, fee payer without funds…).
 */
export type SolanaSendResult =
  | { signature: string; record: SolanaTransactionRecord }
  | { signature: string; droppedWith: SolanaTransactionError }

const NO_EXECUTION: SolanaExecution = {
  logs: [],
  innerInstructions: [],
  computeUnitsConsumed: 0n,
  returnData: null,
}

/** The fee payer's signature; a transaction without one has the all-zero default signature. */
function firstSignature(transaction: VersionedTransaction): Uint8Array {
  return transaction.signatures[0] ?? new Uint8Array(64)
}

/** Plain data of a litesvm account; the runtime deletes accounts left without lamports, litesvm may not. */
function toSolanaAccount(account: Account | null): SolanaAccount | null {
  if (account === null || account.lamports() === 0n) return null
  return {
    lamports: account.lamports(),
    data: account.data(),
    owner: new PublicKey(account.owner()),
    executable: account.executable(),
    rentEpoch: account.rentEpoch(),
  }
}

/**
 * The local Solana chain: a litesvm instance with the dev genesis, a slot clock, and what litesvm does
 * not keep — transaction records with balances, an address index for history, and change events.
 * All calls are synchronous, so requests from HTTP and WebSocket clients never interleave.
 */
export function createSolanaLedger(parameters: { clock: SolanaClock }) {
  const svm = new LiteSvm()
  svm.withNativeMints()
  seedSolanaGenesis(svm)
  const slotClock = createSolanaSlotClock({ svm, clock: parameters.clock })
  const records = new Map<string, SolanaTransactionRecord>()
  const recordsByAddress = new Map<string, SolanaTransactionRecord[]>()
  const builtinPrograms = new Map<string, boolean>()
  const transactionListeners = new Set<(record: SolanaTransactionRecord) => void>()

  function getAccount(address: PublicKey): SolanaAccount | null {
    return toSolanaAccount(svm.getAccount(address.toBytes()))
  }

  function getMintDecimals(mint: PublicKey): number | undefined {
    const account = getAccount(mint)
    return account === null || !isTokenProgram(account.owner) ? undefined : decodeMint(account.data)?.decimals
  }

  function isBuiltinProgram(programId: PublicKey): boolean {
    const key = programId.toBase58()
    let builtin = builtinPrograms.get(key)
    if (builtin === undefined) {
      builtin = getAccount(programId)?.owner.equals(NATIVE_LOADER_ID) ?? false
      builtinPrograms.set(key, builtin)
    }
    return builtin
  }

  function getFee(message: VersionedMessage): bigint {
    return computeSolanaFee({ message, isBuiltinProgram })
  }

  function simulateTransaction(
    transaction: VersionedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean; accounts?: readonly PublicKey[] },
  ): SolanaSimulation {
    svm.setSigverify(options.sigVerify)
    let result: ReturnType<LiteSvm['simulateVersionedTransaction']>
    try {
      result = svm.simulateVersionedTransaction(transaction.serialize())
    } finally {
      svm.setSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      const err = toSolanaTransactionError(result.err())
      // A bad signature is reported before the blockhash, as the runtime checks them in that order.
      if (err !== 'SignatureFailure' && !hasValidBlockhash(transaction, options)) return blockhashNotFound()
      return { ...readSolanaExecution(result.meta()), err, accounts: null }
    }
    if (!hasValidBlockhash(transaction, options)) return blockhashNotFound()
    const postAccounts = new Map(
      result.postAccounts().map((entry) => [new PublicKey(entry.address).toBase58(), entry.account()]),
    )
    return {
      ...readSolanaExecution(result.meta()),
      err: null,
      accounts:
        options.accounts?.map((address) => {
          const account = postAccounts.get(address.toBase58())
          return account === undefined ? getAccount(address) : toSolanaAccount(account)
        }) ?? null,
    }
  }

  function hasValidBlockhash(
    transaction: VersionedTransaction,
    options: { replaceRecentBlockhash: boolean },
  ) {
    return options.replaceRecentBlockhash || slotClock.isBlockhashValid(transaction.message.recentBlockhash)
  }

  function blockhashNotFound(): SolanaSimulation {
    return { ...NO_EXECUTION, err: 'BlockhashNotFound', accounts: null }
  }

  function resolveAccountKeys(message: VersionedMessage) {
    return resolveSolanaAccountKeys(message, (address) => getAccount(address)?.data)
  }

  function sendTransaction(transaction: VersionedTransaction): SolanaSendResult {
    const signatureBytes = firstSignature(transaction)
    const signature = base58Encode(signatureBytes)
    if (records.has(signature)) return { signature, droppedWith: 'AlreadyProcessed' }
    if (!slotClock.isBlockhashValid(transaction.message.recentBlockhash)) {
      return { signature, droppedWith: 'BlockhashNotFound' }
    }
    const slot = slotClock.getSlot()
    const keys = resolveAccountKeys(transaction.message)
    const preAccounts = keys.all.map(getAccount)
    const preTokenBalances = readSolanaTokenBalances(preAccounts, getAccount)
    const result = svm.sendVersionedTransaction(transaction.serialize())
    const failed = result instanceof FailedTransactionMetadata
    // litesvm keeps in its history exactly the transactions that paid their fee.
    if (svm.getTransaction(signatureBytes) === null) {
      return { signature, droppedWith: failed ? toSolanaTransactionError(result.err()) : 'SanitizeFailure' }
    }
    const postAccounts = keys.all.map(getAccount)
    const record: SolanaTransactionRecord = {
      ...readSolanaExecution(failed ? result.meta() : result),
      signature,
      slot,
      blockTime: slotClock.getBlockTime(),
      transaction,
      accountKeys: keys.all,
      loadedAddresses: keys.loaded,
      err: failed ? toSolanaTransactionError(result.err()) : null,
      fee: getFee(transaction.message),
      preBalances: preAccounts.map((account) => account?.lamports ?? 0n),
      postBalances: postAccounts.map((account) => account?.lamports ?? 0n),
      preTokenBalances,
      postTokenBalances: readSolanaTokenBalances(postAccounts, getAccount),
    }
    records.set(signature, record)
    for (const key of new Set(keys.all.map((address) => address.toBase58()))) {
      const list = recordsByAddress.get(key)
      if (list === undefined) recordsByAddress.set(key, [record])
      else list.push(record)
    }
    slotClock.sealSlot()
    for (const listener of transactionListeners) listener(record)
    return { signature, record }
  }

  return {
    getSlot: slotClock.getSlot,
    getLatestBlockhash: slotClock.getLatestBlockhash,
    isBlockhashValid: slotClock.isBlockhashValid,
    watchSlot: slotClock.watchSlot,
    getAccount,
    /** The decimals of an SPL Token or Token-2022 mint, `undefined` for any other account. */
    getMintDecimals,
    /** Accounts owned by `programId` (the token programs), with their addresses. */
    getProgramAccounts(programId: PublicKey): { address: PublicKey; account: SolanaAccount }[] {
      return svm.getProgramAccounts(programId.toBytes()).flatMap((entry) => {
        const address = new PublicKey(entry.address)
        const account = getAccount(address)
        return account === null ? [] : [{ address, account }]
      })
    },
    getMinimumBalanceForRentExemption(dataLength: number): bigint {
      return svm.minimumBalanceForRentExemption(BigInt(dataLength))
    },
    getFee,
    /** The accounts `message` loads: static keys, then those of its lookup tables. */
    resolveAccountKeys(message: VersionedMessage): PublicKey[] {
      return resolveAccountKeys(message).all
    },
    /** The transaction's id: the base58 of its first signature. */
    getSignature(transaction: VersionedTransaction): string {
      return base58Encode(firstSignature(transaction))
    },
    simulateTransaction,
    sendTransaction,
    /** Sends `lamports` from the faucet to `to` as an ordinary transfer. */
    airdrop(to: PublicKey, lamports: bigint): SolanaSendResult {
      const { blockhash } = slotClock.getLatestBlockhash()
      return sendTransaction(createAirdropTransaction({ to, lamports, blockhash }))
    },
    getTransaction(signature: string): SolanaTransactionRecord | undefined {
      return records.get(signature)
    },
    /** Processed transactions that loaded `address`, oldest first. */
    getTransactionsOfAddress(address: PublicKey): readonly SolanaTransactionRecord[] {
      return recordsByAddress.get(address.toBase58()) ?? []
    },
    get transactionCount(): number {
      return records.size
    },
    /** Calls `listener` after every processed transaction; returns the unsubscribe function. */
    watchTransactions(listener: (record: SolanaTransactionRecord) => void): () => void {
      transactionListeners.add(listener)
      return () => transactionListeners.delete(listener)
    },
  }
}

/** The local Solana chain behind the RPC servers. */
export type SolanaLedger = ReturnType<typeof createSolanaLedger>
