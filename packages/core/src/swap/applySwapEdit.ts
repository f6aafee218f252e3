import { readTokenUnits } from '../send/readTokenUnits.js'
import type { SwapAsset, SwapState } from './createSwapStore.js'
import { getSwapInputError } from './getSwapInputError.js'

/** The pair and amounts of the form after a user's edit. */
export type SwapEdit = Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'toTokenAmount'>

/** Whether two assets are the same token of the convert API. */
export const isSameSwapAsset = (first: SwapAsset | undefined, second: SwapAsset | undefined) =>
  first !== undefined && second !== undefined && first.address.toLowerCase() === second.address.toLowerCase()

/** [SWAP-016] Whether `amount` of `token` is a decimal within its decimals and above 0. */
export function isSwapAmountPositive(token: SwapAsset | undefined, amount: string): boolean {
  if (token === undefined) return false
  const units = readTokenUnits(token, amount)
  return units !== undefined && units > 0n
}

const priceOf = (asset: SwapAsset | undefined, previous: SwapAsset | undefined, price: number) =>
  asset === undefined ? 0 : isSameSwapAsset(asset, previous) ? price : asset.price

/**
 * [SWAP-016] Pure: `state` after the user changed the pair or the amounts. The edit count moves on,
 * so a quote asked before the edit is dropped when it answers and the transactions built for the
 * old form are discarded: nothing built before the edit can be sent. A source amount not above 0
 * clears the destination amount. The input error is decided again.
 */
export function applySwapEdit(state: SwapState, edit: SwapEdit): SwapState {
  const positive = isSwapAmountPositive(edit.sourceToken, edit.sourceTokenAmount)
  const next: SwapState = {
    ...state,
    ...edit,
    toTokenAmount: positive ? edit.toTokenAmount : '',
    sourceTokenPriceInUSD: priceOf(edit.sourceToken, state.sourceToken, state.sourceTokenPriceInUSD),
    toTokenPriceInUSD: priceOf(edit.toToken, state.toToken, state.toTokenPriceInUSD),
    priceImpact: undefined,
    maxSlippage: undefined,
    providerFee: undefined,
    transactionError: undefined,
    fetchError: false,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    loadingQuote: false,
    editCount: state.editCount + 1,
    quoteEditCount: undefined,
    quoteBlockNumber: undefined,
  }
  return { ...next, inputError: getSwapInputError(next) }
}
