import { createStore } from 'zustand/vanilla'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/**
 * [SEND-012] The send form (SPEC §3 "Send state"), plus `networkFee`. `sendTokenAmount` is the
 * decimal text the user typed (whole units, exact: no floating point); `gasPrice` and `networkFee`
 * are integers of the native currency's smallest unit (wei, lamports, planck, sats) as decimal
 * strings, so state stays serialisable (no bigint).
 */
export type SendState = {
  /** The token being sent; its `address` is absent for the native token (ACCT-009). */
  readonly token: TokenBalance | undefined
  readonly sendTokenAmount: string | undefined
  readonly receiverAddress: string | undefined
  readonly receiverProfileImageUrl: string | undefined
  readonly receiverProfileName: string | undefined
  /** The price of one unit of gas, where the chain prices gas (EVM, SEND-001). */
  readonly gasPrice: string | undefined
  /** The network fee of the send, in USD, when the native token has a price. */
  readonly gasPriceInUSD: number | undefined
  /** The native balance's worth in USD, when known. */
  readonly networkBalanceInUSD: string | undefined
  /** The estimated network fee of the send as it stands, in the native smallest unit. */
  readonly networkFee: string | undefined
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
    networkFee: undefined,
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
