import { SWAP_MESSAGES } from '@atrium/common'
import { readTokenBalanceUnits, readTokenUnits } from '../send/readTokenUnits.js'
import type { SwapState } from './createSwapStore.js'

/** Parameters of `getSwapInputError`: the parts of the swap form it reads. */
export type GetSwapInputErrorParameters = Pick<
  SwapState,
  'sourceToken' | 'sourceTokenAmount' | 'networkBalanceInUSD' | 'gasPriceInUSD' | 'isSmartAccount'
>

/**
 * [SWAP-020][SWAP-021] Whether the native balance cannot pay the swap's gas: its worth in USD is
 * zero or below `gasPriceInUSD`. A smart account never counts as short (its gas may be sponsored).
 */
export function isSwapGasShort(
  state: Omit<GetSwapInputErrorParameters, 'sourceToken' | 'sourceTokenAmount'>,
) {
  if (state.isSmartAccount) return false
  return state.networkBalanceInUSD <= 0 || state.networkBalanceInUSD < (state.gasPriceInUSD ?? 0)
}

/**
 * [SWAP-018][SWAP-019] The form's `inputError`: 'Insufficient balance' when the source amount is
 * above the source token's balance (compared in its smallest unit, exactly) or when the native
 * balance cannot pay the gas (`isSwapGasShort`). An amount that is not a number yet is no input
 * error: it only clears the destination (SWAP-016). Pure.
 */
export function getSwapInputError(state: GetSwapInputErrorParameters): string | undefined {
  const { sourceToken } = state
  if (sourceToken === undefined) return undefined
  const amount = readTokenUnits(sourceToken, state.sourceTokenAmount)
  if (amount === undefined || amount === 0n) return undefined
  const balance = readTokenBalanceUnits(sourceToken) ?? 0n
  if (amount > balance || isSwapGasShort(state)) return SWAP_MESSAGES.SWAP_INSUFFICIENT_BALANCE
  return undefined
}
