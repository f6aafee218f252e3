import { createStore } from 'zustand/vanilla'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/**
 * [SEND-012] The send form (SPEC §3 "Send state"). Amounts and prices are decimal strings or
 * numbers as the Blockchain API returns them; `gasPrice` is in wei, as a decimal string, so state
 * stays serialisable (no bigint).
 */
export type SendState = {
  /** The token being sent; its `address` is absent for the native token (ACCT-009). */
  readonly token: TokenBalance | undefined
  readonly sendTokenAmount: number | undefined
  readonly receiverAddress: string | undefined
  readonly receiverProfileImageUrl: string | undefined
  readonly receiverProfileName: string | undefined
  readonly gasPrice: string | undefined
  readonly gasPriceInUSD: number | undefined
  readonly networkBalanceInUSD: string | undefined
  readonly loading: boolean
  /** Balances the token picker offers. */
  readonly tokenBalances: readonly TokenBalance[]
}

/** The state of an empty send form. */
export function getInitialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
  }
}

/**
 * Creates the send store of one modal instance.
 *
 * @example
 * const send = createSendStore()
 * send.getState().loading // false
 */
export function createSendStore(initial?: Partial<SendState>) {
  return createStore<SendState>()(() => ({ ...getInitialSendState(), ...initial }))
}

/** The store made by `createSendStore`. */
export type SendStore = ReturnType<typeof createSendStore>
