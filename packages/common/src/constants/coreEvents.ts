/**
 * [EVT-005] Every event name Atrium tracks, and the only ones. `ERROR_FETCH_TRANSACTIONS` is the
 * history-error event of HIST-004, whose name the spec does not give: chosen here.
 */
export const EVENT_NAMES = [
  'CONNECT_SUCCESS',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SWITCH_NETWORK',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SWAP_APPROVAL_ERROR',
  'SEARCH_WALLET',
  'ERROR_FETCH_TRANSACTIONS',
] as const

/** A tracked event name. */
export type EventName = (typeof EVENT_NAMES)[number]
