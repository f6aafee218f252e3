import { Block, Transaction } from 'bitcoinjs-lib'

/** Every network's genesis coinbase quotes the same headline. */
const GENESIS_COINBASE_SCRIPT_SIG =
  '04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73'

const GENESIS_OUTPUT_SCRIPT =
  '4104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac'

/** Regtest's proof-of-work limit: about every second hash meets it. */
export const REGTEST_BITS = 0x207fffff

/**
 * Bitcoin Core's regtest genesis block, rebuilt field by field, so its hash is the real
 * `0f9188f1…2206` and the chain's CAIP-2 id (`bip122:` + its first 32 hex characters) is the one
 * wallets know for regtest. Its coinbase output is unspendable, as in bitcoind.
 */
export function createRegtestGenesisBlock(): Block {
  const coinbase = new Transaction()
  coinbase.version = 1
  coinbase.addInput(
    new Uint8Array(32),
    0xffff_ffff,
    0xffff_ffff,
    Buffer.from(GENESIS_COINBASE_SCRIPT_SIG, 'hex'),
  )
  coinbase.addOutput(Buffer.from(GENESIS_OUTPUT_SCRIPT, 'hex'), 50n * 100_000_000n)
  const block = new Block()
  block.version = 1
  block.prevHash = new Uint8Array(32)
  block.merkleRoot = Block.calculateMerkleRoot([coinbase])
  block.timestamp = 1_296_688_602
  block.bits = REGTEST_BITS
  block.nonce = 2
  block.transactions = [coinbase]
  return block
}
