import { formatUnits } from '@atrium/common'
import type { SendState } from './createSendStore.js'
import { readTokenBalanceUnits, readTokenDecimals } from './readTokenUnits.js'

/**
 * What Max fills in: the whole balance of a token, or for the native token the balance minus the
 * estimated network fee (never below 0). `undefined` while the native fee is unknown, or for a
 * malformed entry. Pure.
 */
export function getMaxSendAmount(state: Pick<SendState, 'token' | 'networkFee'>): string | undefined {
  const { token, networkFee } = state
  if (token === undefined) return undefined
  const balance = readTokenBalanceUnits(token)
  const decimals = readTokenDecimals(token)
  if (balance === undefined || decimals === undefined) return undefined
  if (token.address !== undefined) return formatUnits(balance, decimals)
  if (networkFee === undefined) return undefined
  const left = balance - BigInt(networkFee)
  return formatUnits(left > 0n ? left : 0n, decimals)
}
