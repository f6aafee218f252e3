import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import { getOutputScriptType } from './getOutputScriptType.js'

const OP_1 = 0x51

/**
 * The regtest address an output script pays to, or `undefined` for scripts without one
 * (OP_RETURN, bare public keys). Encodes straight from the script template: bitcoinjs-lib's
 * `fromOutputScript` tries every payment type in turn, which costs a millisecond per output.
 */
export function getOutputAddress(script: Uint8Array): string | undefined {
  const { regtest } = networks
  switch (getOutputScriptType(script)) {
    case 'p2pkh':
      return bitcoinAddress.toBase58Check(script.subarray(3, 23), regtest.pubKeyHash)
    case 'p2sh':
      return bitcoinAddress.toBase58Check(script.subarray(2, 22), regtest.scriptHash)
    case 'v0_p2wpkh':
    case 'v0_p2wsh':
      return bitcoinAddress.toBech32(script.subarray(2), 0, regtest.bech32)
    case 'v1_p2tr':
    case 'witness_unknown':
      return bitcoinAddress.toBech32(script.subarray(2), (script[0] ?? OP_1) - OP_1 + 1, regtest.bech32)
    default:
      return undefined
  }
}
