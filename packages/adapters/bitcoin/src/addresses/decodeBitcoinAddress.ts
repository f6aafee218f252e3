import { InvalidAddressError } from '@atrium/common'
import { address as addressCodec, type Network, opcodes, script } from 'bitcoinjs-lib'

/** The output types the adapter tells apart: what it can spend from, and what it can pay to. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** A decoded address: its output script and type. */
export type DecodedBitcoinAddress = { readonly outputScript: Uint8Array; readonly type: BitcoinAddressType }

function decodeBase58(address: string, network: Network): DecodedBitcoinAddress | undefined {
  let decoded: { version: number; hash: Uint8Array }
  try {
    decoded = addressCodec.fromBase58Check(address)
  } catch {
    return undefined
  }
  if (decoded.version === network.pubKeyHash) {
    const output = script.compile([
      opcodes.OP_DUP,
      opcodes.OP_HASH160,
      decoded.hash,
      opcodes.OP_EQUALVERIFY,
      opcodes.OP_CHECKSIG,
    ])
    return { outputScript: output, type: 'p2pkh' }
  }
  if (decoded.version === network.scriptHash) {
    return {
      outputScript: script.compile([opcodes.OP_HASH160, decoded.hash, opcodes.OP_EQUAL]),
      type: 'p2sh',
    }
  }
  return undefined
}

function decodeBech32(address: string, network: Network): DecodedBitcoinAddress | undefined {
  let decoded: { version: number; prefix: string; data: Uint8Array }
  try {
    decoded = addressCodec.fromBech32(address)
  } catch {
    return undefined
  }
  if (decoded.prefix !== network.bech32) return undefined
  const { version, data } = decoded
  if (version === 0 && data.length === 20)
    return { outputScript: script.compile([opcodes.OP_0, data]), type: 'p2wpkh' }
  if (version === 0 && data.length === 32)
    return { outputScript: script.compile([opcodes.OP_0, data]), type: 'p2wsh' }
  // Witness v1 is built here rather than by bitcoinjs-lib's p2tr payment, which needs an ECC library
  // to check the key: the adapter then ships no secp256k1 code, and nodes do not check it either.
  if (version === 1 && data.length === 32)
    return { outputScript: script.compile([opcodes.OP_1, data]), type: 'p2tr' }
  return undefined
}

/**
 * The output script and type of `address` on `network` (base58 p2pkh / p2sh, bech32 v0, bech32m v1).
 * Anything else, an address of another network included, is an `InvalidAddressError`.
 */
export function decodeBitcoinAddress(address: string, network: Network): DecodedBitcoinAddress {
  const decoded = decodeBase58(address, network) ?? decodeBech32(address, network)
  if (decoded === undefined) {
    throw new InvalidAddressError({
      details: `${address} is not a bitcoin address of this network`,
      meta: { address },
    })
  }
  return decoded
}

/** Whether `address` is an address of `network`; never throws. */
export function isBitcoinAddress(address: string, network: Network): boolean {
  return (decodeBase58(address, network) ?? decodeBech32(address, network)) !== undefined
}
