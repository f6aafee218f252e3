import { formatUnits } from '@atrium/common'
import type { SendState } from './createSendStore.js'
import { readTokenDecimals, readTokenUnits } from './readTokenUnits.js'

/**
 * The typed amount's worth in USD: the amount times the chosen token's price from the picker's
 * Tokens data. 0 while the amount is empty or not a readable amount of the token; `undefined`
 * when no token is chosen or it has no price (the Blockchain API prices it 0 or never answered).
 * Pure.
 */
export function getSendAmountValue(state: Pick<SendState, 'token' | 'sendTokenAmount'>): number | undefined {
  const { token } = state
  if (token === undefined || !(token.price > 0)) return undefined
  const units = readTokenUnits(token, state.sendTokenAmount ?? '')
  const decimals = readTokenDecimals(token)
  if (units === undefined || decimals === undefined) return 0
  return Number(formatUnits(units, decimals)) * token.price
}
