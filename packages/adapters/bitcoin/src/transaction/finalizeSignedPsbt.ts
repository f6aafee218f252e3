import { TransactionRejectedRpcError } from '@atrium/common'
import { Psbt, type Transaction } from 'bitcoinjs-lib'

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index])
}

/**
 * Reads the PSBT a wallet signed (base64), checks that it still spends the same inputs to the same
 * outputs as `unsigned`, finalises the inputs the wallet left unfinalised and extracts the
 * transaction. A wallet that changed the transaction, or left an input unsigned, gets
 * `TransactionRejectedRpcError` (-32003) with the reason in `details`.
 */
export function finalizeSignedPsbt(unsigned: Psbt, signedBase64: string): Transaction {
  let signed: Psbt
  try {
    signed = Psbt.fromBase64(signedBase64)
  } catch (error) {
    throw new TransactionRejectedRpcError({ cause: error, details: 'The wallet returned no valid PSBT' })
  }
  const sameInputs =
    signed.txInputs.length === unsigned.txInputs.length &&
    signed.txInputs.every((input, index) => {
      const expected = unsigned.txInputs[index]
      return expected !== undefined && sameBytes(input.hash, expected.hash) && input.index === expected.index
    })
  const sameOutputs =
    signed.txOutputs.length === unsigned.txOutputs.length &&
    signed.txOutputs.every((output, index) => {
      const expected = unsigned.txOutputs[index]
      return (
        expected !== undefined && sameBytes(output.script, expected.script) && output.value === expected.value
      )
    })
  if (!sameInputs || !sameOutputs) {
    throw new TransactionRejectedRpcError({
      details: 'The wallet changed the transaction it was asked to sign',
    })
  }
  try {
    signed.data.inputs.forEach((input, index) => {
      if (input.finalScriptWitness === undefined && input.finalScriptSig === undefined)
        signed.finalizeInput(index)
    })
    return signed.extractTransaction()
  } catch (error) {
    throw new TransactionRejectedRpcError({
      cause: error,
      details: `The signed PSBT cannot be finalised: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
}
