import { formatMessage, SEND_MESSAGES } from '@atrium/common'
import type { SendState } from './createSendStore.js'
import { readTokenBalanceUnits, readTokenUnits } from './readTokenUnits.js'

/** Why a send cannot go to the wallet yet; `message` is the catalogue text the Send view shows. */
export type SendProblem = {
  readonly code:
    | 'SEND_SELECT_TOKEN'
    | 'SEND_ENTER_AMOUNT'
    | 'SEND_INVALID_AMOUNT'
    | 'SEND_INSUFFICIENT_BALANCE'
    | 'SEND_ENTER_ADDRESS'
    | 'SEND_INVALID_ADDRESS'
    | 'SEND_FEE_PENDING'
    | 'SEND_INSUFFICIENT_FEE_FUNDS'
    | 'SEND_UNSUPPORTED'
  readonly message: string
}

/** Parameters of `getSendProblem`. */
export type GetSendProblemParameters = {
  readonly state: Pick<
    SendState,
    'token' | 'sendTokenAmount' | 'receiverAddress' | 'tokenBalances' | 'networkFee' | 'gasPrice'
  >
  /** The adapter's verdict on the receiver (`isAddress`); `false` while unknown. */
  readonly receiverValid: boolean
  /** The chain prices gas (the adapter has `getGasPrice`): the send needs `gasPrice` (SEND-001). */
  readonly pricesGas: boolean
}

/** The problem of `code`, with its catalogue text unless `message` fills a placeholder. */
export const toSendProblem = (
  code: SendProblem['code'],
  message: string = SEND_MESSAGES[code],
): SendProblem => ({
  code,
  message,
})

/**
 * [SEND-001] The first reason the form cannot be sent, or `undefined` when it can: a token, a
 * positive amount within its decimals and balance, a receiver the adapter accepts, a fee estimate
 * (and the gas price where the chain prices gas), and a native balance that pays the fee on top of
 * the amount. Checked before anything is signed. Pure.
 */
export function getSendProblem(parameters: GetSendProblemParameters): SendProblem | undefined {
  const { state, receiverValid, pricesGas } = parameters
  const { token, sendTokenAmount } = state
  if (token === undefined) return toSendProblem('SEND_SELECT_TOKEN')
  if (sendTokenAmount === undefined || sendTokenAmount.trim() === '')
    return toSendProblem('SEND_ENTER_AMOUNT')
  const amount = readTokenUnits(token, sendTokenAmount)
  if (amount === undefined) return toSendProblem('SEND_INVALID_AMOUNT')
  if (amount === 0n) return toSendProblem('SEND_ENTER_AMOUNT')
  const balance = readTokenBalanceUnits(token)
  if (balance === undefined || amount > balance) return toSendProblem('SEND_INSUFFICIENT_BALANCE')
  if (state.receiverAddress === undefined || state.receiverAddress.trim() === '')
    return toSendProblem('SEND_ENTER_ADDRESS')
  if (!receiverValid) return toSendProblem('SEND_INVALID_ADDRESS')
  if (state.networkFee === undefined || (pricesGas && state.gasPrice === undefined))
    return toSendProblem('SEND_FEE_PENDING')
  const native = state.tokenBalances.find((entry) => entry.address === undefined)
  const nativeBalance = native === undefined ? undefined : readTokenBalanceUnits(native)
  const spent = BigInt(state.networkFee) + (token.address === undefined ? amount : 0n)
  if (nativeBalance === undefined || spent > nativeBalance)
    return toSendProblem(
      'SEND_INSUFFICIENT_FEE_FUNDS',
      formatMessage(SEND_MESSAGES.SEND_INSUFFICIENT_FEE_FUNDS, { symbol: native?.symbol ?? '' }),
    )
  return undefined
}
