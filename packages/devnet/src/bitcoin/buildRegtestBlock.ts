import { Block, script as bitcoinScript, opcodes, Transaction } from 'bitcoinjs-lib'
import { REGTEST_BITS } from './createRegtestGenesisBlock.js'

/** Regtest halves the block subsidy every 150 blocks (mainnet: 210 000). */
export const REGTEST_HALVING_INTERVAL = 150

const INITIAL_SUBSIDY_SATS = 50n * 100_000_000n
const BLOCK_VERSION = 0x2000_0000
const WITNESS_COMMITMENT_HEADER = Uint8Array.of(0xaa, 0x21, 0xa9, 0xed)
const WITNESS_RESERVED_VALUE = new Uint8Array(32)

/** The new coins a block at `height` may create, besides the fees of its transactions. */
export function getBlockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL)
  return halvings >= 64 ? 0n : INITIAL_SUBSIDY_SATS >> BigInt(halvings)
}

/** An output of a coinbase besides the miner's reward. */
export type CoinbasePayout = {
  readonly script: Uint8Array
  readonly value: bigint
}

export type BuildRegtestBlockParameters = {
  /** Hash of the previous block in internal byte order (`Block.getHash()`). */
  readonly previousHash: Uint8Array
  readonly height: number
  /** Unix time in seconds. */
  readonly timestamp: number
  /** Transactions after the coinbase, parents before children. */
  readonly transactions: readonly Transaction[]
  /** Sum of their fees. */
  readonly fees: bigint
  /** Receives the subsidy and fees left after `payouts`. */
  readonly minerScript: Uint8Array
  /** Further coinbase outputs, e.g. the dev accounts' funding; must fit in the subsidy. */
  readonly payouts?: readonly CoinbasePayout[]
}

/**
 * A valid regtest block as bitcoind mines it: a coinbase with the BIP-34 height and the BIP-141
 * witness commitment, the merkle root, and a nonce meeting the regtest target.
 */
export function buildRegtestBlock(parameters: BuildRegtestBlockParameters): Block {
  const { previousHash, height, timestamp, transactions, fees, minerScript, payouts = [] } = parameters
  const coinbase = new Transaction()
  coinbase.version = 2
  coinbase.addInput(
    new Uint8Array(32),
    0xffff_ffff,
    0xffff_ffff,
    bitcoinScript.compile([bitcoinScript.number.encode(height), opcodes.OP_0]),
  )
  coinbase.setWitness(0, [WITNESS_RESERVED_VALUE])
  const paidOut = payouts.reduce((sum, payout) => sum + payout.value, 0n)
  coinbase.addOutput(minerScript, getBlockSubsidy(height) + fees - paidOut)
  for (const payout of payouts) coinbase.addOutput(payout.script, payout.value)

  const withoutCommitment = [coinbase, ...transactions]
  const commitment = Block.calculateMerkleRoot(withoutCommitment, true)
  coinbase.addOutput(
    bitcoinScript.compile([
      opcodes.OP_RETURN,
      Uint8Array.from([...WITNESS_COMMITMENT_HEADER, ...commitment]),
    ]),
    0n,
  )

  const block = new Block()
  block.version = BLOCK_VERSION
  block.prevHash = previousHash
  block.timestamp = timestamp
  block.bits = REGTEST_BITS
  block.transactions = [coinbase, ...transactions]
  block.merkleRoot = Block.calculateMerkleRoot(block.transactions)
  block.nonce = 0
  while (!block.checkProofOfWork()) block.nonce += 1
  return block
}
