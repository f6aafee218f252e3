import { type CaipAddress, type CaipNetworkId, parseCaipAddress, SWAP_MESSAGES } from '@atrium/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import { buildApproveTransaction } from '../blockchainApi/buildApproveTransaction.js'
import { buildSwapTransaction } from '../blockchainApi/buildSwapTransaction.js'
import type { BlockchainApiClient } from '../blockchainApi/createBlockchainApiClient.js'
import { getSwapAllowance } from '../blockchainApi/getSwapAllowance.js'
import { getSwapQuote } from '../blockchainApi/getSwapQuote.js'
import type { SwapTransaction } from '../blockchainApi/swapTransactionSchema.js'
import { goBackAfterSwapFailure } from '../router/goBackAfterSwapFailure.js'
import { readTokenUnits } from '../send/readTokenUnits.js'
import { isSameSwapAsset, isSwapAmountPositive } from './applySwapEdit.js'
import { applySwapGas } from './applySwapGas.js'
import { applySwapQuote } from './applySwapQuote.js'
import type { SwapState, SwapTransactionState } from './createSwapStore.js'
import { fetchSwapPrices } from './fetchSwapPrices.js'
import { isSwapNativeToken } from './isSwapNativeToken.js'
import { readSwapErrorMessage } from './readSwapErrorMessage.js'
import { readSwapQuantity } from './readSwapQuantity.js'
import type { SwapSnackbar } from './SwapSnackbar.js'
import type { SwapStores } from './SwapStores.js'

/** Parameters of `refreshSwapQuote`. */
export type RefreshSwapQuoteParameters = {
  readonly client: BlockchainApiClient
  /** The account that swaps (`userAddress` of every request). */
  readonly caipAddress: CaipAddress
  readonly showSnackbar: (snackbar: SwapSnackbar) => void
  /** The swapping namespace's adapter: its `getBlockNumber` dates the quote (`quoteBlockNumber`). */
  readonly adapter: Pick<ChainAdapter, 'getBlockNumber'>
}
/**
 * `quoted`: the destination amount and the transaction to send (approval or swap) match the form;
 * `incomplete`: no pair or no amount above 0; `stale`: the form changed meanwhile and the answers
 * were dropped; `failed`: `message` (and `description`) was shown.
 */
export type RefreshSwapQuoteReturnType =
  | { readonly status: 'quoted' | 'incomplete' | 'stale' }
  | { readonly status: 'failed'; readonly message: string; readonly description?: string | undefined }
export type RefreshSwapQuoteErrorType = never

/** The API's transaction as swap state, `undefined` when a quantity in it is not an integer. */
function toSwapTransactionState(transaction: SwapTransaction | undefined, toAmount: bigint) {
  if (transaction === undefined) return undefined
  const gas = readSwapQuantity(transaction.eip155.gas)
  const gasPrice = readSwapQuantity(transaction.eip155.gasPrice)
  const value = readSwapQuantity(transaction.value)
  if (gas === undefined || gasPrice === undefined || value === undefined) return undefined
  const state: SwapTransactionState = {
    data: transaction.data,
    to: transaction.to,
    gas: gas.toString(),
    gasPrice: gasPrice.toString(),
    value: value.toString(),
    toAmount: toAmount.toString(),
  }
  return { state, gas, gasPrice }
}

/**
 * The latest block of `caipNetworkId` as decimal text, `undefined` when the adapter cannot read
 * blocks or the read fails (`swapTokens` then quotes again before sending). Never rejects.
 */
export async function readBlockNumber(
  adapter: Pick<ChainAdapter, 'getBlockNumber'>,
  caipNetworkId: CaipNetworkId,
): Promise<string | undefined> {
  if (adapter.getBlockNumber === undefined) return undefined
  try {
    return (await adapter.getBlockNumber({ networkId: caipNetworkId })).toString()
  } catch {
    return undefined
  }
}

/**
 * [SWAP-003] Quotes the form as it stands, in the spec's order: the prices of the pair and the
 * native token (API-008; failing: 'Failed to fetch network token price', SWAP-004), then a quote
 * (API-006; one without `toAmount`: 'Incorrect amount' / 'Please enter a valid amount', SWAP-017),
 * then, for a token source, its allowance to the router (API-009; failing: 'Failed to check
 * allowance', SWAP-005). An allowance below the amount builds the approval transaction (API-012;
 * failing: 'Failed to create approval transaction' and back one view, SWAP-007), else the swap
 * transaction with the slippage tolerance (API-011; failing: 'Failed to create transaction',
 * `fetchError` and back one view, SWAP-009). Every answer is checked against the edit count it was
 * asked for: one that arrives after the user's next edit is dropped (`stale`). The quote keeps the
 * edit count and the chain's latest block read before it was asked (`quoteBlockNumber`), which
 * `swapTokens` checks before sending. An amount above the balance stops after the quote: nothing
 * that cannot be sent is built. Never rejects.
 */
export async function refreshSwapQuote(
  stores: SwapStores,
  parameters: RefreshSwapQuoteParameters,
): Promise<RefreshSwapQuoteReturnType> {
  const { client, caipAddress, showSnackbar } = parameters
  const { caipNetworkId } = parseCaipAddress(caipAddress)
  const start = stores.swap.getState()
  const { sourceToken, toToken, editCount } = start
  const amount = sourceToken === undefined ? undefined : readTokenUnits(sourceToken, start.sourceTokenAmount)
  if (
    sourceToken === undefined ||
    toToken === undefined ||
    amount === undefined ||
    !isSwapAmountPositive(sourceToken, start.sourceTokenAmount)
  ) {
    return { status: 'incomplete' }
  }
  const isCurrent = () => stores.swap.getState().editCount === editCount
  const update = (change: (state: SwapState) => SwapState) => stores.swap.setState(change, true)
  const fail = (
    message: string,
    options: { description?: string; change?: Partial<SwapState>; goBack?: 'approve' | 'build' } = {},
  ): RefreshSwapQuoteReturnType => {
    update((state) => ({ ...state, ...options.change, loadingQuote: false }))
    showSnackbar({ variant: 'error', message, description: options.description })
    if (options.goBack !== undefined) goBackAfterSwapFailure(stores, { step: options.goBack })
    return { status: 'failed', message, description: options.description }
  }
  update((state) => ({ ...state, loadingQuote: true }))
  // Read before the quote is asked: the quote then reflects this block or a later one, never an
  // earlier, so a block mined after it always makes the quote stale.
  const blockNumber = readBlockNumber(parameters.adapter, caipNetworkId)

  const native = start.tokens.find((token) => isSwapNativeToken(token.address))
  const priced = [sourceToken, toToken, ...(native === undefined ? [] : [native])]
  const prices = await fetchSwapPrices(client, {
    caipNetworkId,
    tokens: priced.filter(
      (token, index) => priced.findIndex((other) => isSameSwapAsset(token, other)) === index,
    ),
  })
  if (!isCurrent()) return { status: 'stale' }
  if (prices === undefined) return fail(SWAP_MESSAGES.SWAP_NETWORK_TOKEN_PRICE_FAILED)
  const priceOf = (address: string | undefined) =>
    address === undefined ? 0 : (prices.get(address.toLowerCase()) ?? 0)
  const networkPrice = priceOf(native?.address)
  update((state) => ({
    ...state,
    sourceTokenPriceInUSD: priceOf(sourceToken.address),
    toTokenPriceInUSD: priceOf(toToken.address),
    networkPrice,
    networkBalanceInUSD: Number(native?.quantity.numeric ?? '0') * networkPrice,
  }))

  let toAmount: bigint | undefined
  try {
    const { quotes } = await getSwapQuote(client, {
      caipNetworkId,
      amount: amount.toString(),
      userAddress: caipAddress,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: start.gasPrice ?? '0',
    })
    toAmount = readSwapQuantity(quotes[0]?.toAmount ?? '')
  } catch (error) {
    return isCurrent() ? fail(readSwapErrorMessage(error)) : { status: 'stale' }
  }
  if (!isCurrent()) return { status: 'stale' }
  if (toAmount === undefined)
    return fail(SWAP_MESSAGES.SWAP_INCORRECT_AMOUNT, {
      description: SWAP_MESSAGES.SWAP_INCORRECT_AMOUNT_DESCRIPTION,
      change: { toTokenAmount: '' },
    })
  const quoted = toAmount
  update((state) => applySwapQuote(state, { toAmount: quoted }))
  if (stores.swap.getState().inputError !== undefined) {
    const quoteBlockNumber = await blockNumber
    if (!isCurrent()) return { status: 'stale' }
    update((state) => ({ ...state, loadingQuote: false, quoteEditCount: editCount, quoteBlockNumber }))
    return { status: 'quoted' }
  }

  let allowed = true
  if (!isSwapNativeToken(sourceToken.address)) {
    let allowance: bigint | undefined
    try {
      const answer = await getSwapAllowance(client, {
        caipNetworkId,
        tokenAddress: sourceToken.address,
        userAddress: caipAddress,
      })
      allowance = answer === undefined ? undefined : readSwapQuantity(answer.allowance)
    } catch {
      allowance = undefined
    }
    if (!isCurrent()) return { status: 'stale' }
    if (allowance === undefined) return fail(SWAP_MESSAGES.SWAP_ALLOWANCE_CHECK_FAILED)
    allowed = allowance >= amount
  }

  const build = allowed
    ? buildSwapTransaction(client, {
        caipNetworkId,
        amount: amount.toString(),
        slippage: start.slippage,
        from: sourceToken.address,
        to: toToken.address,
        userAddress: caipAddress,
      })
    : buildApproveTransaction(client, {
        caipNetworkId,
        userAddress: caipAddress,
        from: sourceToken.address,
        to: toToken.address,
      })
  const built = await build.then(
    (transaction) => toSwapTransactionState(transaction, quoted),
    () => undefined,
  )
  const quoteBlockNumber = await blockNumber
  if (!isCurrent()) return { status: 'stale' }
  if (built === undefined)
    return allowed
      ? fail(SWAP_MESSAGES.SWAP_TRANSACTION_CREATE_FAILED, { change: { fetchError: true }, goBack: 'build' })
      : fail(SWAP_MESSAGES.SWAP_APPROVAL_TRANSACTION_FAILED, { goBack: 'approve' })
  update((state) =>
    applySwapGas(
      {
        ...state,
        approvalTransaction: allowed ? undefined : built.state,
        swapTransaction: allowed ? built.state : undefined,
        fetchError: false,
        loadingQuote: false,
        quoteEditCount: editCount,
        quoteBlockNumber,
      },
      { gas: built.gas, gasPrice: built.gasPrice },
    ),
  )
  return { status: 'quoted' }
}
