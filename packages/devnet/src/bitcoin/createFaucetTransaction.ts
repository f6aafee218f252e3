import { networks, Psbt, type Transaction } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { getDustThreshold } from './getDustThreshold.js'
import type { SpentOutput } from './verifyInputSignature.js'

/** A coin the faucet may spend. */
export type FaucetCoin = SpentOutput & {
  readonly txid: string
  readonly vout: number
}

export type CreateFaucetTransactionParameters = {
  /** Coins of `key`'s p2wpkh script, any order. */
  readonly coins: readonly FaucetCoin[]
  readonly key: ECPairInterface
  readonly script: Uint8Array
  readonly amount: bigint
  /** Satoshis per virtual byte. */
  readonly feeRate: number
  readonly changeScript: Uint8Array
}

/** Virtual bytes of a transaction of p2wpkh inputs and two outputs, rounded up: enough to pick coins. */
function estimateVirtualSize(inputCount: number): number {
  return 11 + 69 * inputCount + 2 * 43
}

function build(
  parameters: CreateFaucetTransactionParameters,
  coins: readonly FaucetCoin[],
  fee: bigint,
): Transaction {
  const { key, script, amount, changeScript } = parameters
  const psbt = new Psbt({ network: networks.regtest })
  for (const coin of coins) {
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: coin.script, value: coin.value },
    })
  }
  psbt.addOutput({ script, value: amount })
  const change = coins.reduce((sum, coin) => sum + coin.value, 0n) - amount - fee
  if (change >= getDustThreshold(changeScript)) psbt.addOutput({ script: changeScript, value: change })
  psbt.signAllInputs(key)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction()
}

/**
 * A signed transaction paying `amount` to `script` from the largest coins first, at `feeRate`,
 * with change back to `changeScript`; `undefined` when the coins do not cover amount and fee.
 * It goes through the same validation as every other transaction.
 */
export function createFaucetTransaction(
  parameters: CreateFaucetTransactionParameters,
): Transaction | undefined {
  const { amount, feeRate } = parameters
  const sorted = [...parameters.coins].sort((left, right) => (left.value > right.value ? -1 : 1))
  const selected: FaucetCoin[] = []
  let total = 0n
  for (const coin of sorted) {
    selected.push(coin)
    total += coin.value
    if (total >= amount + BigInt(Math.ceil(estimateVirtualSize(selected.length) * feeRate))) break
  }
  const estimatedFee = BigInt(Math.ceil(estimateVirtualSize(selected.length) * feeRate))
  if (total < amount + estimatedFee) return undefined
  // One virtual byte of margin: a signature may be a byte longer than the draft's.
  const fee = BigInt(Math.ceil((build(parameters, selected, estimatedFee).virtualSize() + 1) * feeRate))
  return build(parameters, selected, fee)
}
