/** [SWAP-023] Provider fee rate, applied to the source amount in USD. */
export const PROVIDER_FEE_RATE = 0.0085

/** [SWAP-024] Gas units assumed for a swap before it is built. */
export const GAS_ESTIMATE_UNITS = 150_000n

/** [SWAP-025] Default slippage tolerance in percent; also the shared slippage constant. */
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1

/** [SWAP-026] Token symbols suggested first in the swap token list. Not given by the spec. */
export const SWAP_SUGGESTED_TOKEN_SYMBOLS = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH'] as const

/** [SWAP-027] The destination amount is shown with at most this many decimals. */
export const SWAP_DESTINATION_MAX_DECIMALS = 6

/**
 * The address the swap endpoints give the network's native token (ether on EVM chains) in place of
 * a contract: the convention of the 1inch-style convert API and of the devnet Blockchain API.
 */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
