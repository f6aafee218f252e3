import { opcodes, Psbt, script } from 'bitcoinjs-lib'
import { fromHex, toBase64 } from './byteEncoding.js'
import { createBip322Transactions } from './createBip322Transactions.js'
import type { BitcoinTestAddress } from './deriveBitcoinTestAccount.js'

/**
 * A BIP-322 "simple" signature of `message` by a p2wpkh or key-path p2tr address: `toSign` is signed
 * like any spend (SIGHASH_ALL for segwit v0, SIGHASH_DEFAULT for taproot) and the signature is the
 * serialised witness stack, base64, as Unisat's 'bip322-simple' and sats-connect's BIP322 return it.
 */
export function signBip322Message(parameters: {
  readonly message: string
  readonly address: BitcoinTestAddress
}): string {
  const { message, address } = parameters
  const { toSpend } = createBip322Transactions(message, address.outputScript)
  const psbt = new Psbt()
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: address.outputScript, value: 0n },
    ...(address.addressType === 'p2tr' ? { tapInternalKey: fromHex(address.publicKey) } : {}),
  })
  psbt.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  psbt.signInput(0, address.signer)
  psbt.finalizeInput(0)
  const witness = psbt.data.inputs[0]?.finalScriptWitness
  if (witness === undefined) throw new TypeError('signBip322Message: the input was not finalised')
  return toBase64(witness)
}
