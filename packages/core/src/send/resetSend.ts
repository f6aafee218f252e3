import { getInitialSendState, type SendState, type SendStore } from './createSendStore.js'

export type ResetSendParameters = Record<string, never>
export type ResetSendReturnType = undefined
export type ResetSendErrorType = never

/** [SEND-009][NET-009] Pure: the empty send form, whatever `state` held. */
export function applySendReset(_state: SendState): SendState {
  return getInitialSendState()
}

/** [NET-009] Empties the send form (after a network switch, or a successful send). */
export function resetSend(
  stores: { readonly send: SendStore },
  _parameters: ResetSendParameters = {},
): ResetSendReturnType {
  stores.send.setState(applySendReset, true)
}
