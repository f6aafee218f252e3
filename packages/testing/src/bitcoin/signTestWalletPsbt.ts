import { type Psbt, Transaction } from 'bitcoinjs-lib'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { fromHex } from './byteEncoding.js'
import type { BitcoinTestAddress } from './deriveBitcoinTestAccount.js'

/** JSON-RPC invalid params: an input the wallet cannot or must not sign. */
const INVALID_PARAMS_CODE = -32602

export type SignTestWalletPsbtParameters = {
  readonly psbt: Psbt
  /** The wallet's addresses (payment and ordinals of the active account). */
  readonly addresses: readonly BitcoinTestAddress[]
  /**
   * The inputs the dApp asks to sign, optionally naming the address expected to own each; every input
   * the wallet owns when absent (what Unisat and Phantom do without `toSignInputs` / `inputsToSign`).
   */
  readonly inputs?: readonly { readonly index: number; readonly address?: string | undefined }[] | undefined
  /** Finalise the signed inputs (Unisat's `autoFinalized`, sats-connect's `broadcast`). */
  readonly finalize: boolean
}

function scriptOf(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]
  if (input === undefined) return undefined
  if (input.witnessUtxo !== undefined) return input.witnessUtxo.script
  const vout = psbt.txInputs[index]?.index
  if (input.nonWitnessUtxo === undefined || vout === undefined) return undefined
  return Transaction.fromBuffer(input.nonWitnessUtxo).outs[vout]?.script
}

function equalBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index])
}

/**
 * Signs the PSBT inputs the wallet owns (by their previous output script: its p2wpkh payment address
 * with SIGHASH_ALL, its p2tr ordinals address on the key path with the tweaked key) and optionally
 * finalises them. An input asked for that the wallet does not own, or an index out of range, is
 * refused with -32602, as wallets refuse it; so is a PSBT with nothing for it to sign.
 */
export function signTestWalletPsbt(parameters: SignTestWalletPsbtParameters): Psbt {
  const { psbt, addresses } = parameters
  const wanted = parameters.inputs ?? psbt.data.inputs.map((_input, index) => ({ index, address: undefined }))
  const signed: number[] = []
  for (const { index, address } of wanted) {
    const script = scriptOf(psbt, index)
    const owner =
      script === undefined ? undefined : addresses.find((entry) => equalBytes(entry.outputScript, script))
    if (owner === undefined || (address !== undefined && owner.address !== address)) {
      if (parameters.inputs === undefined) continue
      throw createProviderRpcError(
        INVALID_PARAMS_CODE,
        `Input ${index} is not owned by ${address ?? 'this wallet'}`,
      )
    }
    const input = psbt.data.inputs[index]
    if (owner.addressType === 'p2tr' && input?.tapInternalKey === undefined) {
      psbt.updateInput(index, { tapInternalKey: fromHex(owner.publicKey) })
    }
    const sighashType = input?.sighashType
    psbt.signInput(index, owner.signer, sighashType === undefined ? undefined : [sighashType])
    signed.push(index)
  }
  if (signed.length === 0)
    throw createProviderRpcError(INVALID_PARAMS_CODE, 'No input of this PSBT belongs to the wallet')
  if (parameters.finalize) for (const index of signed) psbt.finalizeInput(index)
  return psbt
}
