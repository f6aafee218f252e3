import { BitcoinInsufficientFundsError } from '../errors/BitcoinInsufficientFundsError.js'
import { estimateVirtualSize, type SpendableAddressType } from './estimateVirtualSize.js'

/** An unspent output of the paying address, as Esplora's `/address/:address/utxo` lists it. */
export type SpendableCoin = {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
  readonly confirmed: boolean
}

export type SelectCoinsParameters = {
  readonly coins: readonly SpendableCoin[]
  /** Sats to pay to `recipientScript`. */
  readonly amount: bigint
  /** sat/vB. */
  readonly feeRate: number
  /** The type of every coin (they all belong to the paying address). */
  readonly inputType: SpendableAddressType
  readonly recipientScript: Uint8Array
  readonly changeScript: Uint8Array
  /** Change below this goes to the fee. */
  readonly changeDustThreshold: bigint
}

/** The coins to spend, the fee and the change (0n: no change output). */
export type CoinSelection = {
  readonly coins: readonly SpendableCoin[]
  readonly fee: bigint
  readonly change: bigint
}

/** Larger coins first, confirmed before unconfirmed at equal value, then by outpoint: deterministic. */
function compareCoins(left: SpendableCoin, right: SpendableCoin): number {
  if (left.value !== right.value) return left.value > right.value ? -1 : 1
  if (left.confirmed !== right.confirmed) return left.confirmed ? -1 : 1
  return `${left.txid}:${left.vout}` < `${right.txid}:${right.vout}` ? -1 : 1
}

/**
 * Largest-first coin selection: adds coins from the largest until they pay `amount` plus the fee of
 * the transaction they make (`ceil(virtual size × feeRate)`), with a change output back to the payer
 * when the rest is at least dust, else without one (the rest goes to the fee). Few inputs keep the fee
 * low, and a deterministic order keeps estimate and send on the same coins.
 *
 * @throws BitcoinInsufficientFundsError when all the coins cannot pay amount and fee.
 */
export function selectCoins(parameters: SelectCoinsParameters): CoinSelection {
  const { amount, feeRate, inputType, recipientScript, changeScript, changeDustThreshold } = parameters
  const sorted = [...parameters.coins].sort(compareCoins)
  const chosen: SpendableCoin[] = []
  let total = 0n
  const feeFor = (outputs: readonly Uint8Array[]) =>
    BigInt(
      Math.ceil(
        estimateVirtualSize(
          chosen.map(() => inputType),
          outputs,
        ) * feeRate,
      ),
    )
  for (const coin of sorted) {
    chosen.push(coin)
    total += coin.value
    const feeWithChange = feeFor([recipientScript, changeScript])
    const change = total - amount - feeWithChange
    if (change >= changeDustThreshold) return { coins: chosen, fee: feeWithChange, change }
    const feeWithoutChange = feeFor([recipientScript])
    if (total >= amount + feeWithoutChange) return { coins: chosen, fee: total - amount, change: 0n }
  }
  const needed = amount + feeFor([recipientScript])
  throw new BitcoinInsufficientFundsError({ needed, available: total })
}
