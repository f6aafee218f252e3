import { crypto, opcodes, script, Transaction } from 'bitcoinjs-lib'
import { concatBytes } from './byteEncoding.js'

const TAG = new TextEncoder().encode('BIP0322-signed-message')

/** BIP-322's message digest: the SHA-256 tagged hash 'BIP0322-signed-message' of the UTF-8 message. */
export function hashBip322Message(message: string): Uint8Array {
  const tagHash = crypto.sha256(TAG)
  return crypto.sha256(concatBytes(tagHash, tagHash, new TextEncoder().encode(message)))
}

/**
 * BIP-322's two virtual transactions for `message` and the signing address's output script:
 * `toSpend` (version 0, one input spending the null outpoint with `OP_0 <message hash>`, one output of
 * 0 sats paying the address) and `toSign` (version 0, spending `toSpend`'s output with sequence 0, one
 * `OP_RETURN` output of 0 sats). A "simple" signature is the witness of `toSign`'s input.
 */
export function createBip322Transactions(
  message: string,
  outputScript: Uint8Array,
): { readonly toSpend: Transaction; readonly toSign: Transaction } {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0, hashBip322Message(message)]),
  )
  toSpend.addOutput(outputScript, 0n)

  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n)
  return { toSpend, toSign }
}
