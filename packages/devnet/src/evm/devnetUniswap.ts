import {
  type Address,
  encodePacked,
  getContractAddress,
  getCreate2Address,
  keccak256,
  parseEther,
} from 'viem'
import { DEVNET_USD_PRICES } from '../blockchainApi/devnetPrices.js'
import {
  DEVNET_EVM_TOKENS,
  DEVNET_SPAM_NFT,
  DEVNET_TOKEN_DEPLOYER,
  type DevnetEvmToken,
} from './devnetEvmTokens.js'

/**
 * keccak256 of `UniswapV2Pair`'s creation code in `@uniswap/v2-core@1.0.1`, which
 * `UniswapV2Router02` of `@uniswap/v2-periphery@1.1.0-beta.0` embeds to compute pair addresses
 * (the same as on Ethereum mainnet). `deployDevnetUniswap` checks both artifacts against it.
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** The deployer's first nonce after the devnet tokens and the spam NFT (its deployment and its mint). */
const FIRST_NONCE = DEVNET_SPAM_NFT.deployNonce + 2

const addressAt = (nonce: number) => getContractAddress({ from: DEVNET_TOKEN_DEPLOYER, nonce: BigInt(nonce) })

/** The Uniswap V2 contracts on every local EVM chain: the same addresses on each (the token deployer's, at fixed nonces). */
export type DevnetUniswap = {
  /** `WETH9` of `@uniswap/v2-periphery`, the router's wrapped ether. */
  readonly weth: Address
  /** `UniswapV2Factory` of `@uniswap/v2-core`. */
  readonly factory: Address
  /** `UniswapV2Router02` of `@uniswap/v2-periphery`: what swaps and approvals go to. */
  readonly router: Address
}

/** Where the devnet deploys Uniswap V2 on every local EVM chain at start. */
export const DEVNET_UNISWAP: DevnetUniswap = Object.freeze({
  weth: addressAt(FIRST_NONCE),
  factory: addressAt(FIRST_NONCE + 1),
  router: addressAt(FIRST_NONCE + 2),
})

/** The deployer's nonce after the three Uniswap contracts: where the pools' transactions start. */
export const DEVNET_UNISWAP_POOLS_FIRST_NONCE = FIRST_NONCE + 3

/** A WETH pool of a devnet token, created with liquidity at start. */
export type DevnetUniswapPool = {
  readonly token: DevnetEvmToken
  /** The `UniswapV2Pair` of the token and WETH (CREATE2 from the factory). */
  readonly pair: Address
  /** Wei of WETH put in at start. */
  readonly wethReserve: bigint
  /** Base units of the token put in at start: worth `wethReserve` at the devnet prices. */
  readonly tokenReserve: bigint
}

/** Ether in each pool at start: deep enough that a dev account's whole balance moves the price by little. */
const POOL_ETHER = 1000n

/** Prices are turned into whole-number ratios at this precision (the devnet prices have at most 2 decimals). */
const PRICE_SCALE = 10_000

function getPrice(symbol: string): bigint {
  const price = DEVNET_USD_PRICES[symbol]
  if (price === undefined || price <= 0) throw new Error(`No devnet price for ${symbol}`)
  return BigInt(Math.round(price * PRICE_SCALE))
}

function getPairAddress(token: Address): Address {
  const [token0, token1] =
    BigInt(token) < BigInt(DEVNET_UNISWAP.weth) ? [token, DEVNET_UNISWAP.weth] : [DEVNET_UNISWAP.weth, token]
  return getCreate2Address({
    from: DEVNET_UNISWAP.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  })
}

/**
 * The pools of every local EVM chain: each of `DEVNET_EVM_TOKENS` against WETH, with reserves in
 * the ratio of `DEVNET_USD_PRICES` (1000 ETH against 3,000,000 DUSD at $3000 and $1), so a quote
 * for a small amount agrees with the prices `POST /v1/fungible/price` gives.
 */
export const DEVNET_UNISWAP_POOLS: readonly DevnetUniswapPool[] = Object.freeze(
  DEVNET_EVM_TOKENS.map((token) => {
    const wethReserve = parseEther(POOL_ETHER.toString())
    // Both have 18 decimals, so base units scale as whole units.
    const tokenReserve = (wethReserve * getPrice('ETH')) / getPrice(token.symbol)
    return Object.freeze({ token, pair: getPairAddress(token.address), wethReserve, tokenReserve })
  }),
)
