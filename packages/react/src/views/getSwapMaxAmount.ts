import { formatUnits, parseUnits } from '@atrium/common'
import { isSwapNativeToken, type SwapState } from '@atrium/core'

/**
 * The source amount Max fills in: the whole balance of a token; of the native token, the balance
 * less the swap's gas fee (nothing when the fee takes it all). `undefined` without a source token
 * or a readable balance. Pure.
 */
export function getSwapMaxAmount(state: Pick<SwapState, 'sourceToken' | 'gasFee'>): string | undefined {
  const { sourceToken } = state
  if (sourceToken === undefined) return undefined
  let balance: bigint
  try {
    balance = parseUnits(sourceToken.quantity.numeric, sourceToken.decimals)
  } catch {
    return undefined
  }
  const fee = isSwapNativeToken(sourceToken.address) ? BigInt(state.gasFee ?? '0') : 0n
  const max = balance > fee ? balance - fee : 0n
  return formatUnits(max, sourceToken.decimals)
}
