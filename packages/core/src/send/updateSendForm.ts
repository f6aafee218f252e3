import { getTokenBalanceValue } from '../account/getTokenBalancesTotal.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { SendState, SendStore } from './createSendStore.js'

/** The form fields `updateSendForm` sets; those left out keep their value. */
export type UpdateSendFormParameters = {
  readonly token?: TokenBalance | undefined
  readonly sendTokenAmount?: string | undefined
  readonly receiverAddress?: string | undefined
  /** The token picker's list (`getSendableTokens`). */
  readonly tokenBalances?: readonly TokenBalance[] | undefined
}
export type UpdateSendFormReturnType = undefined
export type UpdateSendFormErrorType = never

const isSameToken = (first: TokenBalance, second: TokenBalance) =>
  first.chainId === second.chainId && first.address === second.address

/**
 * Pure: `state` with the fields of `input`. The chosen token follows the list (its balance
 * refreshed, or the native token when it left the list or none was chosen); changing token or
 * receiver drops the fee estimate, which was for another transaction (a token transfer to a new
 * receiver may cost more: on Solana the rent of the receiver's token account it creates), so the
 * guards wait for the new one.
 */
export function applySendForm(state: SendState, input: UpdateSendFormParameters): SendState {
  const tokenBalances = input.tokenBalances ?? state.tokenBalances
  const wanted = 'token' in input ? input.token : state.token
  const token =
    (wanted === undefined ? undefined : tokenBalances.find((entry) => isSameToken(entry, wanted))) ??
    tokenBalances.find((entry) => entry.address === undefined) ??
    tokenBalances[0]
  const tokenChanged =
    token === undefined || state.token === undefined
      ? token !== state.token
      : !isSameToken(token, state.token)
  const receiverAddress = 'receiverAddress' in input ? input.receiverAddress : state.receiverAddress
  const native = tokenBalances.find((entry) => entry.address === undefined)
  const nativeValue = native === undefined ? 0 : getTokenBalanceValue(native)
  return {
    ...state,
    token,
    tokenBalances,
    sendTokenAmount: 'sendTokenAmount' in input ? input.sendTokenAmount : state.sendTokenAmount,
    receiverAddress,
    networkBalanceInUSD: native === undefined || native.price === 0 ? undefined : nativeValue.toFixed(2),
    ...(tokenChanged || receiverAddress !== state.receiverAddress
      ? { networkFee: undefined, gasPriceInUSD: undefined }
      : {}),
  }
}

/** Sets fields of the send form (the Send view calls it on each edit). */
export function updateSendForm(
  stores: { readonly send: SendStore },
  parameters: UpdateSendFormParameters,
): UpdateSendFormReturnType {
  stores.send.setState((state) => applySendForm(state, parameters), true)
}
