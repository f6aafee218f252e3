import type { Block, Transaction } from 'bitcoinjs-lib'
import { DevnetInvalidParameterError } from '../errors.js'
import { BITCOIN_DEV_ACCOUNT_FUNDING_SATS, BITCOIN_DEV_ACCOUNTS } from './bitcoinDevAccounts.js'
import { buildRegtestBlock, type CoinbasePayout } from './buildRegtestBlock.js'
import { checkTransactionInputs, getInputOutpoint, type Outpoint } from './checkTransactionInputs.js'
import { checkTransactionStandard } from './checkTransactionStandard.js'
import { createFaucetTransaction, type FaucetCoin } from './createFaucetTransaction.js'
import { createRegtestGenesisBlock } from './createRegtestGenesisBlock.js'
import { decodeRawTransaction } from './decodeRawTransaction.js'
import { getOutputScriptType } from './getOutputScriptType.js'
import { getRegtestMiner } from './getRegtestMiner.js'
import { RPC_VERIFY_ALREADY_IN_UTXO_SET, rejectTransaction } from './rejectTransaction.js'
import { toFaucetAmount } from './toFaucetAmount.js'
import { toRegtestOutputScript } from './toRegtestOutputScript.js'
import type { SpentOutput } from './verifyInputSignature.js'

/** bitcoind's `-minrelaytxfee` before Core 29.1 lowered it: 1 sat/vB. */
export const BITCOIN_MIN_RELAY_FEE_RATE = 1

/** Most blocks `mine` makes per call; more is never needed and would hold the event loop. */
export const REGTEST_MAX_BLOCKS_PER_MINE = 1_000

const MAX_BLOCK_WEIGHT = 4_000_000
const COINBASE_WEIGHT_RESERVE = 4_000
const MEDIAN_TIME_SPAN = 11
const MAX_EMPTY_BLOCKS_FOR_FAUCET = 100

/** Where a confirmed transaction sits. */
export type RegtestConfirmation = {
  readonly height: number
  readonly blockHash: string
  /** Block timestamp, unix seconds. */
  readonly blockTime: number
  /** Index in the block; the coinbase is 0. */
  readonly position: number
}

/** A transaction the chain knows, confirmed or in the mempool. */
export type RegtestTransaction = {
  readonly txid: string
  readonly transaction: Transaction
  /** The outputs its inputs spend, in input order; empty for a coinbase. */
  readonly spentOutputs: readonly SpentOutput[]
  /** Inputs minus outputs, in satoshis; 0 for a coinbase. */
  readonly fee: bigint
  /** Increases with every transaction the chain learns, so newer sorts after older. */
  readonly arrival: number
  /** `undefined` while in the mempool. */
  confirmation: RegtestConfirmation | undefined
}

/** A block of the chain. */
export type RegtestBlock = {
  readonly hash: string
  readonly height: number
  readonly block: Block
  readonly txids: readonly string[]
  /** Median timestamp of this block and the ten before it (BIP-113). */
  readonly medianTime: number
}

/** Who spent an output. */
export type RegtestSpend = {
  readonly txid: string
  readonly vin: number
}

export type CreateRegtestChainParameters = {
  /** Time source for block timestamps; defaults to `Date`. */
  clock?: { now(): number }
  /** Minimum fee rate in sat/vB; defaults to `BITCOIN_MIN_RELAY_FEE_RATE`. */
  minRelayFeeRate?: number
  /** Called after every transaction the mempool accepts (from `submitTransaction` or `fund`). */
  onTransactionAccepted?: (txid: string) => void
}

function keyOf(outpoint: Outpoint): string {
  return `${outpoint.txid}:${outpoint.vout}`
}

function scriptKey(script: Uint8Array): string {
  return Buffer.from(script).toString('hex')
}

function medianTimeOf(timestamps: readonly number[]): number {
  const sorted = [...timestamps].sort((left, right) => left - right)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * An in-memory regtest chain: Bitcoin Core's regtest genesis block, a UTXO set and a mempool that
 * accepts only what bitcoind would relay (valid signatures, existing unspent inputs, no conflicts,
 * at least the minimum relay fee, no dust), and blocks mined on demand. The first four blocks fund
 * `BITCOIN_DEV_ACCOUNTS` straight from their coinbases. Coinbase outputs are spendable at once:
 * the devnet skips bitcoind's 100-block maturity so funding needs no hundred blocks. Relative
 * locktimes (BIP-68) and replacement (RBF) are not modelled: a conflicting spend is refused.
 */
export function createRegtestChain(parameters: CreateRegtestChainParameters = {}) {
  const { clock = Date, minRelayFeeRate = BITCOIN_MIN_RELAY_FEE_RATE, onTransactionAccepted } = parameters
  const miner = getRegtestMiner()

  const genesis = createRegtestGenesisBlock()
  let tip: RegtestBlock = {
    hash: genesis.getId(),
    height: 0,
    block: genesis,
    txids: (genesis.transactions ?? []).map((transaction) => transaction.getId()),
    medianTime: genesis.timestamp,
  }
  // The genesis coinbase is not in the UTXO set (bitcoind never added it), so it is not remembered.
  const blocks: RegtestBlock[] = [tip]
  const blocksByHash = new Map<string, RegtestBlock>([[tip.hash, tip]])
  const transactions = new Map<string, RegtestTransaction>()
  const mempool = new Map<string, RegtestTransaction>()
  /** Outputs no confirmed transaction has spent, created in a block or in the mempool. */
  const coins = new Map<string, FaucetCoin>()
  /** Every spend, confirmed or in the mempool. */
  const spends = new Map<string, RegtestSpend>()
  /** Transactions paying to or spending from each script, for the address endpoints. */
  const history = new Map<string, Set<string>>()
  let arrival = 0

  function remember(record: RegtestTransaction): void {
    transactions.set(record.txid, record)
    const scripts = [
      ...record.transaction.outs.map((output) => output.script),
      ...record.spentOutputs.map((output) => output.script),
    ]
    for (const script of scripts) {
      const txids = history.get(scriptKey(script)) ?? new Set<string>()
      txids.add(record.txid)
      history.set(scriptKey(script), txids)
    }
    record.transaction.outs.forEach((output, vout) => {
      if (getOutputScriptType(output.script) === 'op_return') return
      const coin = { txid: record.txid, vout, script: output.script, value: output.value }
      coins.set(keyOf(coin), coin)
    })
  }

  function mineBlock(options: {
    script: Uint8Array
    includeMempool: boolean
    payouts?: readonly CoinbasePayout[]
  }): RegtestBlock {
    const height = tip.height + 1
    const included: RegtestTransaction[] = []
    let weight = COINBASE_WEIGHT_RESERVE
    for (const record of options.includeMempool ? mempool.values() : []) {
      weight += record.transaction.weight()
      // Mempool order puts parents first, so stopping at the first misfit never strands a child.
      if (weight > MAX_BLOCK_WEIGHT) break
      included.push(record)
    }
    const block = buildRegtestBlock({
      previousHash: tip.block.getHash(),
      height,
      timestamp: Math.max(Math.floor(clock.now() / 1000), tip.medianTime + 1),
      transactions: included.map((record) => record.transaction),
      fees: included.reduce((sum, record) => sum + record.fee, 0n),
      minerScript: options.script,
      ...(options.payouts === undefined ? {} : { payouts: options.payouts }),
    })
    const recent = blocks.slice(-(MEDIAN_TIME_SPAN - 1)).map((entry) => entry.block.timestamp)
    tip = {
      hash: block.getId(),
      height,
      block,
      txids: (block.transactions ?? []).map((transaction) => transaction.getId()),
      medianTime: medianTimeOf([...recent, block.timestamp]),
    }
    blocks.push(tip)
    blocksByHash.set(tip.hash, tip)
    const confirmation = (position: number): RegtestConfirmation => ({
      height,
      blockHash: block.getId(),
      blockTime: block.timestamp,
      position,
    })
    const [coinbase] = block.transactions ?? []
    if (coinbase !== undefined) {
      const txid = coinbase.getId()
      remember({
        txid,
        transaction: coinbase,
        spentOutputs: [],
        fee: 0n,
        arrival: arrival++,
        confirmation: confirmation(0),
      })
    }
    included.forEach((record, index) => {
      record.confirmation = confirmation(index + 1)
      mempool.delete(record.txid)
      for (const input of record.transaction.ins) coins.delete(keyOf(getInputOutpoint(input)))
    })
    return tip
  }

  /**
   * Validates a raw transaction as bitcoind's `sendrawtransaction` does and adds it to the
   * mempool. Sending a transaction already in the mempool again returns its txid.
   *
   * @throws DevnetBitcoinTransactionRejectedError with bitcoind's reject reason and RPC code.
   */
  function submitTransaction(hex: string): string {
    const transaction = decodeRawTransaction(hex)
    const txid = transaction.getId()
    const known = transactions.get(txid)
    if (known !== undefined) {
      if (known.confirmation === undefined) return txid
      throw rejectTransaction('Transaction outputs already in utxo set', RPC_VERIFY_ALREADY_IN_UTXO_SET)
    }
    checkTransactionStandard(transaction)
    const { spentOutputs, fee } = checkTransactionInputs({
      transaction,
      getCoin: (outpoint) => coins.get(keyOf(outpoint)),
      isSpentInMempool: (outpoint) => {
        const spend = spends.get(keyOf(outpoint))
        return spend !== undefined && mempool.has(spend.txid)
      },
      tip,
      minRelayFeeRate,
    })
    const record: RegtestTransaction = {
      txid,
      transaction,
      spentOutputs,
      fee,
      arrival: arrival++,
      confirmation: undefined,
    }
    remember(record)
    mempool.set(txid, record)
    transaction.ins.forEach((input, vin) => {
      spends.set(keyOf(getInputOutpoint(input)), { txid, vin })
    })
    onTransactionAccepted?.(txid)
    return txid
  }

  /**
   * Mines `blocks` blocks (default 1) confirming the mempool, paying the rewards to `address`
   * (default: the devnet's miner), and returns their hashes, oldest first.
   *
   * @throws DevnetInvalidParameterError for a block count outside 1…`REGTEST_MAX_BLOCKS_PER_MINE`.
   * @throws DevnetBitcoinInvalidAddressError for an address that is not a regtest address.
   */
  function mine(options: { blocks?: number; address?: string } = {}): string[] {
    const { blocks: count = 1 } = options
    if (!Number.isSafeInteger(count) || count < 1 || count > REGTEST_MAX_BLOCKS_PER_MINE) {
      throw new DevnetInvalidParameterError({
        parameter: 'blocks',
        reason: `${count} is not a whole number from 1 to ${REGTEST_MAX_BLOCKS_PER_MINE}`,
      })
    }
    const script = options.address === undefined ? miner.script : toRegtestOutputScript(options.address)
    return Array.from({ length: count }, () => mineBlock({ script, includeMempool: true }).hash)
  }

  function getMinerCoins(): FaucetCoin[] {
    return [...coins.values()].filter(
      (coin) => !spends.has(keyOf(coin)) && scriptKey(coin.script) === scriptKey(miner.script),
    )
  }

  /**
   * Sends `amount` satoshis to `address` in a transaction the devnet's miner signs, validated and
   * queued like any other (confirm it with `mine`). When the miner's coins run short it first
   * mines empty blocks to itself, leaving the mempool unconfirmed.
   *
   * @throws DevnetInvalidParameterError for an amount outside 1…`REGTEST_FAUCET_MAX_SATS`.
   * @throws DevnetBitcoinInvalidAddressError for an address that is not a regtest address.
   */
  function fund(options: { address: string; amount: bigint | number }): string {
    const script = toRegtestOutputScript(options.address)
    const amount = toFaucetAmount(options.amount)
    for (let emptyBlocks = 0; ; emptyBlocks++) {
      const transaction = createFaucetTransaction({
        coins: getMinerCoins(),
        key: miner.key,
        script,
        amount,
        feeRate: minRelayFeeRate,
        changeScript: miner.script,
      })
      if (transaction !== undefined) return submitTransaction(transaction.toHex())
      if (emptyBlocks >= MAX_EMPTY_BLOCKS_FOR_FAUCET) {
        throw new DevnetInvalidParameterError({
          parameter: 'amount',
          reason: `the devnet miner cannot pay ${amount} sat`,
        })
      }
      mineBlock({ script: miner.script, includeMempool: false })
    }
  }

  for (const value of BITCOIN_DEV_ACCOUNT_FUNDING_SATS) {
    mineBlock({
      script: miner.script,
      includeMempool: false,
      payouts: BITCOIN_DEV_ACCOUNTS.map((account) => ({
        script: toRegtestOutputScript(account.paymentAddress),
        value: BigInt(value),
      })),
    })
  }

  return {
    /** Hash of Bitcoin Core's regtest genesis block. */
    genesisHash: genesis.getId(),
    /** Receives block rewards unless `mine` names another address, and pays the faucet. */
    minerAddress: miner.address,
    /** Satoshis per virtual byte. */
    minRelayFeeRate,
    getTip: (): RegtestBlock => tip,
    getBlockByHeight: (height: number): RegtestBlock | undefined => blocks[height],
    getBlockByHash: (hash: string): RegtestBlock | undefined => blocksByHash.get(hash),
    getTransaction: (txid: string): RegtestTransaction | undefined => transactions.get(txid),
    /** Who spent `outpoint`, in a block or in the mempool. */
    getSpend: (outpoint: Outpoint): RegtestSpend | undefined => spends.get(keyOf(outpoint)),
    /** Transactions paying to or spending from `script`, in no particular order. */
    getScriptTransactions: (script: Uint8Array): RegtestTransaction[] =>
      [...(history.get(scriptKey(script)) ?? [])].flatMap((txid) => transactions.get(txid) ?? []),
    /** Mempool transactions, oldest first (parents before children). */
    getMempool: (): RegtestTransaction[] => [...mempool.values()],
    submitTransaction,
    mine,
    fund,
  }
}

/** A chain made by `createRegtestChain`. */
export type RegtestChain = ReturnType<typeof createRegtestChain>
