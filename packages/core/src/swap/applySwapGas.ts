import { formatUnits } from '@atrium/common'
import type { SwapState } from './createSwapStore.js'
import { getSwapInputError } from './getSwapInputError.js'
import { isSwapNativeToken } from './isSwapNativeToken.js'

/** The gas figures `applySwapGas` takes, in gas units and wei. */
export type ApplySwapGasInput = { readonly gas: bigint; readonly gasPrice: bigint }

/** Decimals of the native token when the token list does not name it (ether's). */
const DEFAULT_NATIVE_DECIMALS = 18

/**
 * [SWAP-020][SWAP-024] Pure: `state` with the fee of `gas` units at `gasPrice`: `gasFee` in wei,
 * `gasPriceInUSD` at the native token's price, and the input error they decide.
 */
export function applySwapGas(state: SwapState, input: ApplySwapGasInput): SwapState {
  const native = state.tokens.find((token) => isSwapNativeToken(token.address))
  const fee = input.gas * input.gasPrice
  const next: SwapState = {
    ...state,
    gasPrice: input.gasPrice.toString(),
    gasFee: fee.toString(),
    gasPriceInUSD: Number(formatUnits(fee, native?.decimals ?? DEFAULT_NATIVE_DECIMALS)) * state.networkPrice,
  }
  return { ...next, inputError: getSwapInputError(next) }
}
