import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/**
 * [SWAP-034] A token of the swap form: the convert API's token (`address` CAIP-10, `decimals`) with
 * the account's balance of it (`quantity.numeric`, whole units as decimal text) and its `price` in
 * USD (0 while unknown).
 */
export type SwapAsset = {
  readonly name: string
  readonly symbol: string
  /** CAIP-10; the native token's account part is `SWAP_NATIVE_TOKEN_ADDRESS`. */
  readonly address: string
  readonly decimals: number
  readonly logoUri: string | undefined
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly price: number
}

/**
 * [SWAP-034] A transaction the API built (approval or swap), integers as decimal strings so state
 * stays serialisable; `toAmount` is the quote's destination amount (smallest unit) it was built for.
 */
export type SwapTransactionState = {
  readonly data: string
  readonly to: string
  readonly gas: string
  readonly gasPrice: string
  readonly value: string
  readonly toAmount: string
}

/** [SWAP-001] Where the swap form's set-up stands. */
export type SwapStatus = 'uninitialised' | 'initialising' | 'initialised'

/** The wallet step a swap waits on, for its loading text (`getSwapLoadingText`). */
export type SwapPendingStep = 'approve' | 'confirm' | 'swapping'

/**
 * [SWAP-034] The swap form (SPEC §3 "Swap state"), plus `fetchError` and what the flow needs
 * to know whether its quote is current. Token amounts are decimal text in whole units, gas figures
 * integers as decimal strings; only USD figures are numbers, as the price API gives them.
 */
export type SwapState = {
  readonly status: SwapStatus
  /** [SWAP-021] The account is a smart account: its gas is never counted as short. */
  readonly isSmartAccount: boolean
  /** The pickers' list: the network's swappable tokens, with the account's balances. */
  readonly tokens: readonly SwapAsset[]
  /** [SWAP-026] The tokens of `SWAP_SUGGESTED_TOKEN_SYMBOLS` the network has, in that order. */
  readonly suggestedTokens: readonly SwapAsset[]
  /** CAIP-10 address of the network's native token in the convert API. */
  readonly networkAddress: string | undefined
  readonly sourceToken: SwapAsset | undefined
  readonly toToken: SwapAsset | undefined
  readonly sourceTokenAmount: string
  /** [SWAP-027] At most `SWAP_DESTINATION_MAX_DECIMALS` decimals. */
  readonly toTokenAmount: string
  readonly sourceTokenPriceInUSD: number
  readonly toTokenPriceInUSD: number
  /** The native token's price in USD. */
  readonly networkPrice: number
  readonly networkBalanceInUSD: number
  /** The network's gas price (wei) from the convert API, sent with each quote. */
  readonly gasPrice: string | undefined
  /** Gas × gas price of the swap (or approval) in wei: `GAS_ESTIMATE_UNITS` until it is built. */
  readonly gasFee: string | undefined
  readonly gasPriceInUSD: number | undefined
  /** Percent of the source's worth the destination loses at the quote's rate. */
  readonly priceImpact: number | undefined
  /** The destination amount (whole units) the slippage tolerance may cost. */
  readonly maxSlippage: string | undefined
  /** [SWAP-023] In USD. */
  readonly providerFee: number | undefined
  /** [SWAP-025] Tolerance in percent. */
  readonly slippage: number
  readonly inputError: string | undefined
  readonly transactionError: string | undefined
  /** [SWAP-009] Building the swap transaction failed. */
  readonly fetchError: boolean
  readonly approvalTransaction: SwapTransactionState | undefined
  readonly swapTransaction: SwapTransactionState | undefined
  readonly loadingQuote: boolean
  readonly pendingStep: SwapPendingStep | undefined
  /** Counts the user's edits of the pair or the amount; a quote is for the count it was asked at. */
  readonly editCount: number
  /** The `editCount` the current quote and transaction were made for. */
  readonly quoteEditCount: number | undefined
  /**
   * The chain's latest block (decimal) when the current quote was asked, `undefined` when the
   * adapter cannot read blocks or there is no quote.
   */
  readonly quoteBlockNumber: string | undefined
}

/** The state of an uninitialised swap form. */
export function getInitialSwapState(): SwapState {
  return {
    status: 'uninitialised',
    isSmartAccount: false,
    tokens: [],
    suggestedTokens: [],
    networkAddress: undefined,
    sourceToken: undefined,
    toToken: undefined,
    sourceTokenAmount: '',
    toTokenAmount: '',
    sourceTokenPriceInUSD: 0,
    toTokenPriceInUSD: 0,
    networkPrice: 0,
    networkBalanceInUSD: 0,
    gasPrice: undefined,
    gasFee: undefined,
    gasPriceInUSD: undefined,
    priceImpact: undefined,
    maxSlippage: undefined,
    providerFee: undefined,
    slippage: SWAP_SLIPPAGE_TOLERANCE_PERCENT,
    inputError: undefined,
    transactionError: undefined,
    fetchError: false,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    loadingQuote: false,
    pendingStep: undefined,
    editCount: 0,
    quoteEditCount: undefined,
    quoteBlockNumber: undefined,
  }
}

/**
 * Creates the swap store of one modal instance.
 *
 * @example
 * const swap = createSwapStore()
 * swap.getState().status // 'uninitialised'
 */
export function createSwapStore(initial?: Partial<SwapState>) {
  return createStore<SwapState>()(() => ({ ...getInitialSwapState(), ...initial }))
}

/** The store made by `createSwapStore`. */
export type SwapStore = ReturnType<typeof createSwapStore>
