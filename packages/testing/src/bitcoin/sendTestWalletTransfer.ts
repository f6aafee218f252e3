import { address as addressCodec, type Network, Psbt } from 'bitcoinjs-lib'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { toHex } from './byteEncoding.js'
import { type BitcoinTestAddress, getEcPair } from './deriveBitcoinTestAccount.js'
import { requestEsplora, requestEsploraJson } from './requestEsplora.js'

const INVALID_PARAMS_CODE = -32602
const INTERNAL_ERROR_CODE = -32603

/** Smallest change output the wallet keeps (Bitcoin Core's dust limit of a p2wpkh output); less goes to the fee. */
export const TEST_WALLET_DUST_SATS = 294n

/** Fee rate when the node has no estimate (an idle regtest chain): the default minimum relay fee. */
export const TEST_WALLET_FALLBACK_FEE_RATE = 1

/** The confirmation target whose estimate the wallet uses. */
const FEE_TARGET_BLOCKS = '6'

type EsploraUtxo = { readonly txid: string; readonly vout: number; readonly value: number }

export type SendTestWalletTransferParameters = {
  readonly esploraUrl: string
  readonly network: Network
  /** The paying address; change returns to it. */
  readonly from: BitcoinTestAddress
  readonly recipients: readonly { readonly address: string; readonly amount: bigint }[]
  /** Sats per virtual byte; the node's estimate when absent. */
  readonly feeRate?: number | undefined
}

async function readFeeRate(esploraUrl: string): Promise<number> {
  const estimates = await requestEsploraJson<Record<string, number>>(esploraUrl, '/fee-estimates')
  const rate = estimates[FEE_TARGET_BLOCKS]
  return typeof rate === 'number' && rate > 0 ? rate : TEST_WALLET_FALLBACK_FEE_RATE
}

function toOutputScript(address: string, network: Network): Uint8Array {
  getEcPair()
  try {
    return addressCodec.toOutputScript(address, network)
  } catch {
    throw createProviderRpcError(INVALID_PARAMS_CODE, `${address} is not an address of this network`)
  }
}

/**
 * The wallet's own send (sats-connect `sendTransfer`, Unisat `sendBitcoin`, Leather `sendTransfer`):
 * spends every UTXO of the payment address to the recipients, returns the change above dust to it,
 * signs, and broadcasts through the Esplora API. The fee is the fee rate times the virtual size of the
 * signed transaction, measured on a first signed draft. Resolves the txid the node returned.
 */
export async function sendTestWalletTransfer(parameters: SendTestWalletTransferParameters): Promise<string> {
  const { esploraUrl, network, from, recipients } = parameters
  if (recipients.length === 0 || recipients.some((recipient) => recipient.amount <= 0n)) {
    throw createProviderRpcError(INVALID_PARAMS_CODE, 'Every recipient needs a positive amount')
  }
  const outputs = recipients.map((recipient) => ({
    script: toOutputScript(recipient.address, network),
    value: recipient.amount,
  }))
  const utxos = await requestEsploraJson<EsploraUtxo[]>(esploraUrl, `/address/${from.address}/utxo`)
  const feeRate = parameters.feeRate ?? (await readFeeRate(esploraUrl))
  const available = utxos.reduce((total, utxo) => total + BigInt(utxo.value), 0n)
  const sending = recipients.reduce((total, recipient) => total + recipient.amount, 0n)

  const build = (fee: bigint) => {
    const psbt = new Psbt({ network })
    for (const utxo of utxos) {
      psbt.addInput({
        hash: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: from.outputScript, value: BigInt(utxo.value) },
      })
    }
    psbt.addOutputs(outputs)
    const change = available - sending - fee
    if (change >= TEST_WALLET_DUST_SATS) psbt.addOutput({ script: from.outputScript, value: change })
    psbt.signAllInputs(from.signer)
    psbt.finalizeAllInputs()
    return psbt.extractTransaction(true)
  }

  const insufficient = (needed: bigint) =>
    createProviderRpcError(
      INTERNAL_ERROR_CODE,
      `Insufficient balance: ${available} sats available, ${needed} needed`,
    )
  if (utxos.length === 0 || available < sending) throw insufficient(sending)
  const fee = BigInt(Math.ceil(build(0n).virtualSize() * feeRate))
  if (available < sending + fee) throw insufficient(sending + fee)
  const transaction = build(fee)
  return (
    await requestEsplora(esploraUrl, '/tx', { method: 'POST', body: toHex(transaction.toBuffer()) })
  ).trim()
}
