import {
  type CaipAddress,
  GAS_ESTIMATE_UNITS,
  parseCaipAddress,
  SWAP_MESSAGES,
  SWAP_NATIVE_TOKEN_ADDRESS,
  SWAP_SUGGESTED_TOKEN_SYMBOLS,
} from '@atrium/common'
import type { BlockchainApiClient } from '../blockchainApi/createBlockchainApiClient.js'
import { getGasPrice } from '../blockchainApi/getGasPrice.js'
import { getSwapTokens, type SwapToken } from '../blockchainApi/getSwapTokens.js'
import { isNetworkSupportedByApi } from '../blockchainApi/isNetworkSupportedByApi.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { HttpStatusError } from '../errors/http.js'
import { goBackAfterSwapFailure } from '../router/goBackAfterSwapFailure.js'
import { applySwapGas } from './applySwapGas.js'
import type { SwapAsset } from './createSwapStore.js'
import { fetchSwapPrices } from './fetchSwapPrices.js'
import { isSwapNativeToken } from './isSwapNativeToken.js'
import { readSwapQuantity } from './readSwapQuantity.js'
import type { SwapSnackbar } from './SwapSnackbar.js'
import type { SwapStores } from './SwapStores.js'

/** Parameters of `initializeSwap`. */
export type InitializeSwapParameters = {
  readonly client: BlockchainApiClient
  /** The account that swaps; its network is the swap's. */
  readonly caipAddress: CaipAddress
  /** The account's balances on that network (the Tokens tab's), for the pickers and the checks. */
  readonly tokenBalances: readonly TokenBalance[]
  /** [SWAP-021] The account is a smart account. */
  readonly isSmartAccount?: boolean | undefined
  readonly showSnackbar: (snackbar: SwapSnackbar) => void
}
/** `initialised`, or `failed` with the text shown (the view went back one step). */
export type InitializeSwapReturnType =
  | { readonly status: 'initialised' }
  | { readonly status: 'failed'; readonly message: string }
export type InitializeSwapErrorType = never

/** The API refused the request for what it asked (4xx): for the swap endpoints, a network they do not serve. */
const isRefusal = (error: unknown) =>
  error instanceof HttpStatusError && error.status >= 400 && error.status < 500

const isBalanceOf = (token: SwapToken, balance: TokenBalance) =>
  isSwapNativeToken(token.address)
    ? balance.address === undefined
    : balance.address?.toLowerCase() === token.address.toLowerCase()

/** A convert-API token with the account's balance of it (0 when it holds none). */
function toSwapAsset(token: SwapToken, balances: readonly TokenBalance[]): SwapAsset {
  const balance = balances.find((entry) => isBalanceOf(token, entry))
  return {
    name: token.name,
    symbol: token.symbol,
    address: token.address,
    decimals: token.decimals,
    logoUri: token.logoUri ?? undefined,
    quantity: { decimals: String(token.decimals), numeric: balance?.quantity.numeric ?? '0' },
    price: balance?.price ?? 0,
  }
}

/**
 * [SWAP-001][SWAP-002] Sets up the swap form for `caipAddress`'s network: uninitialised →
 * initialising → initialised. It reads the network's swappable tokens (API-007) with the account's
 * balances, the gas price (API-010) and the native token's price (API-008), and starts with the
 * native token as source and the fee of `GAS_ESTIMATE_UNITS` (SWAP-024). A network the swap API
 * does not serve (not EVM, not in its supported networks, or its token list refused with a 4xx)
 * gives 'Network not supported for Swaps' (SWAP-028), a gas-price request refused for the network
 * 'Network not supported for Gas Price' (SWAP-029), any other failure 'Failed to initialize swap';
 * each goes back one view (ROUTER-025). A failed native price shows 'Failed to fetch network token
 * price' (SWAP-004) and leaves it 0. Never rejects.
 */
export async function initializeSwap(
  stores: SwapStores,
  parameters: InitializeSwapParameters,
): Promise<InitializeSwapReturnType> {
  const { client, caipAddress, showSnackbar } = parameters
  const { namespace, caipNetworkId } = parseCaipAddress(caipAddress)
  stores.swap.setState({ status: 'initialising' })
  const fail = (message: string): InitializeSwapReturnType => {
    stores.swap.setState({ status: 'uninitialised' })
    showSnackbar({ variant: 'error', message })
    goBackAfterSwapFailure(stores, { step: 'initialise' })
    return { status: 'failed', message }
  }
  if (namespace !== 'eip155' || !(await isNetworkSupportedByApi(client, caipNetworkId)))
    return fail(SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED)
  const [tokensAnswer, gasAnswer] = await Promise.allSettled([
    getSwapTokens(client, { caipNetworkId }),
    getGasPrice(client, { caipNetworkId }),
  ])
  if (tokensAnswer.status === 'rejected')
    return fail(
      isRefusal(tokensAnswer.reason)
        ? SWAP_MESSAGES.SWAP_NETWORK_NOT_SUPPORTED
        : SWAP_MESSAGES.SWAP_INITIALIZE_FAILED,
    )
  if (gasAnswer.status === 'rejected')
    return fail(
      isRefusal(gasAnswer.reason)
        ? SWAP_MESSAGES.GAS_PRICE_NETWORK_NOT_SUPPORTED
        : SWAP_MESSAGES.SWAP_INITIALIZE_FAILED,
    )
  if (gasAnswer.value === undefined) return fail(SWAP_MESSAGES.GAS_PRICE_NETWORK_NOT_SUPPORTED)
  const gasPrice = readSwapQuantity(gasAnswer.value.standard)
  const tokens = tokensAnswer.value.tokens.map((token) => toSwapAsset(token, parameters.tokenBalances))
  const native = tokens.find((token) => isSwapNativeToken(token.address))
  if (gasPrice === undefined || native === undefined) return fail(SWAP_MESSAGES.SWAP_INITIALIZE_FAILED)

  const networkAddress = `${caipNetworkId}:${SWAP_NATIVE_TOKEN_ADDRESS}`
  const prices = await fetchSwapPrices(client, { caipNetworkId, tokens: [native] })
  if (prices === undefined)
    showSnackbar({ variant: 'error', message: SWAP_MESSAGES.SWAP_NETWORK_TOKEN_PRICE_FAILED })
  const networkPrice = prices?.get(native.address.toLowerCase()) ?? 0
  const sourceToken = { ...native, price: networkPrice }
  const listed = tokens.map((token) => (token === native ? sourceToken : token))
  stores.swap.setState((state) =>
    applySwapGas(
      {
        ...state,
        status: 'initialised',
        isSmartAccount: parameters.isSmartAccount === true,
        tokens: listed,
        suggestedTokens: SWAP_SUGGESTED_TOKEN_SYMBOLS.flatMap((symbol) =>
          listed.filter((token) => token.symbol === symbol),
        ),
        networkAddress,
        networkPrice,
        networkBalanceInUSD: Number(sourceToken.quantity.numeric) * networkPrice,
        sourceToken,
        sourceTokenPriceInUSD: networkPrice,
        editCount: state.editCount + 1,
      },
      { gas: GAS_ESTIMATE_UNITS, gasPrice },
    ),
  )
  return { status: 'initialised' }
}
