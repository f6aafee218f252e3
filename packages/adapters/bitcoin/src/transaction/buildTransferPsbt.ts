import { InvalidParamsRpcError } from '@atrium/common'
import { crypto, type Network, opcodes, Psbt, script } from 'bitcoinjs-lib'
import { decodeBitcoinAddress } from '../addresses/decodeBitcoinAddress.js'
import type { EsploraClient } from '../esplora/createEsploraClient.js'
import type { SpendableAddressType } from './estimateVirtualSize.js'
import { getDustThreshold } from './getDustThreshold.js'
import { pickFeeRate } from './pickFeeRate.js'
import { selectCoins } from './selectCoins.js'

/** nSequence signalling replace-by-fee (BIP-125), as wallets set it, so a stuck send can be bumped. */
export const RBF_SEQUENCE = 0xfffffffd

export type BuildTransferPsbtParameters = {
  readonly esplora: EsploraClient
  readonly network: Network
  /** The paying address and, for nested segwit and taproot, its public key (hex) as the wallet shared it. */
  readonly from: { readonly address: string; readonly publicKey?: string | undefined }
  readonly to: string
  /** Sats. */
  readonly value: bigint
}

/** An unsigned transfer: the PSBT to sign, its fee (sats) and fee rate (sat/vB). */
export type TransferPsbt = { readonly psbt: Psbt; readonly fee: bigint; readonly feeRate: number }

function readPublicKey(hex: string | undefined, address: string): Uint8Array {
  if (hex === undefined || !/^(?:[0-9a-f]{2}){32,33}$/i.test(hex)) {
    throw new InvalidParamsRpcError({ details: `The wallet shared no usable public key for ${address}` })
  }
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

/** What an input of the paying address carries besides its outpoint and value, by address type. */
function spendingFields(
  type: SpendableAddressType,
  from: BuildTransferPsbtParameters['from'],
  outputScript: Uint8Array,
): { redeemScript?: Uint8Array; tapInternalKey?: Uint8Array } {
  if (type === 'p2wpkh') return {}
  const key = readPublicKey(from.publicKey, from.address)
  if (type === 'p2tr') return { tapInternalKey: key.length === 33 ? key.subarray(1) : key }
  // Nested segwit: the redeem script is the key's p2wpkh program, and must hash to the address.
  const redeemScript = script.compile([opcodes.OP_0, crypto.hash160(key)])
  const hash = crypto.hash160(redeemScript)
  if (key.length !== 33 || !hash.every((byte, index) => byte === outputScript[index + 2])) {
    throw new InvalidParamsRpcError({
      details: `${from.address} is not the nested segwit address of its key`,
    })
  }
  return { redeemScript }
}

function toSpendableType(type: string, address: string): SpendableAddressType {
  if (type === 'p2wpkh' || type === 'p2tr' || type === 'p2sh') return type
  throw new InvalidParamsRpcError({
    details: `Cannot spend from ${address}: ${type} addresses are not supported`,
  })
}

/**
 * Builds the unsigned PSBT of a transfer of `value` sats from `from` to `to`: the paying address's
 * coins (Esplora `/utxo`) chosen largest first (`selectCoins`), the fee rate from `/fee-estimates`
 * (`pickFeeRate`), the change back to `from`, every input signalling RBF and carrying what a wallet
 * needs to sign it (`witnessUtxo`; the redeem script of nested segwit; the internal key of taproot).
 *
 * @throws InvalidParamsRpcError for a value that is not a positive amount above the receiver's dust
 *   limit, or a paying address the adapter cannot spend from; InvalidAddressError for a receiver
 *   that is not an address of the network; BitcoinInsufficientFundsError; Esplora's errors.
 */
export async function buildTransferPsbt(parameters: BuildTransferPsbtParameters): Promise<TransferPsbt> {
  const { esplora, network, from, to, value } = parameters
  if (typeof value !== 'bigint' || value <= 0n) {
    throw new InvalidParamsRpcError({ details: 'The amount must be a positive number of sats' })
  }
  const recipient = decodeBitcoinAddress(to, network)
  const dust = getDustThreshold(recipient.type)
  if (value < dust) {
    throw new InvalidParamsRpcError({
      details: `${value} sats is below the ${dust} sats dust limit of ${to}`,
    })
  }
  const payer = decodeBitcoinAddress(from.address, network)
  const inputType = toSpendableType(payer.type, from.address)
  const fields = spendingFields(inputType, from, payer.outputScript)
  const [coins, estimates] = await Promise.all([esplora.getCoins(from.address), esplora.getFeeEstimates()])
  const feeRate = pickFeeRate(estimates)
  const selection = selectCoins({
    coins,
    amount: value,
    feeRate,
    inputType,
    recipientScript: recipient.outputScript,
    changeScript: payer.outputScript,
    changeDustThreshold: getDustThreshold(payer.type),
  })
  const psbt = new Psbt({ network })
  for (const coin of selection.coins) {
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      sequence: RBF_SEQUENCE,
      witnessUtxo: { script: payer.outputScript, value: coin.value },
      ...fields,
    })
  }
  psbt.addOutput({ script: recipient.outputScript, value })
  if (selection.change > 0n) psbt.addOutput({ script: payer.outputScript, value: selection.change })
  return { psbt, fee: selection.fee, feeRate }
}
