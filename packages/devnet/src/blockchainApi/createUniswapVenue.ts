import { HTTPException } from 'hono/http-exception'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  type PublicClient,
} from 'viem'
import { DEVNET_UNISWAP, DEVNET_UNISWAP_POOLS } from '../evm/devnetUniswap.js'
import { UNISWAP_V2_ROUTER_ABI } from '../evm/uniswapV2Artifacts.js'
import type { ServedAsset } from './servedNetwork.js'

/**
 * How long a built swap stays valid: the router's `deadline`, counted from the chain's pending
 * block (the time the next block will carry). Counted from the latest block, a chain that mined
 * nothing for 20 minutes (the laboratory left idle) built swaps that were expired when sent.
 */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

/** Slippage is given in basis points: 100 is 1 %. */
const BASIS_POINTS = 10_000n

/** Gas given above the node's estimate, in percent: a swap costs a little more when the reserves moved since. */
const GAS_HEADROOM_PERCENT = 20n

/** A transaction the Blockchain API builds for a user to sign and send. */
export type SwapTransactionRequest = {
  readonly from: Address
  readonly to: Address
  readonly data: Hex
  readonly value: bigint
  readonly gas: bigint
  readonly gasPrice: bigint
}

/** An asset the venue swaps, with the address the API names it by (the native coin's convention for ether). */
export type SwapAsset = { readonly asset: ServedAsset; readonly address: Address }

/** The devnet's Uniswap V2 on one chain, as the Blockchain API's swap endpoints use it. */
export type SwapVenue = {
  /** Ether and every token with a WETH pool. */
  readonly assets: readonly SwapAsset[]
  /** `isNative` for ether's address, which needs no approval and has no allowance. */
  isNative(address: Address): boolean
  /** What `amount` of `from` buys of `to` now (router `getAmountsOut`, through WETH between tokens). */
  quote(parameters: { from: Address; to: Address; amount: bigint }): Promise<bigint>
  /** `token`'s allowance from `owner` to the router. */
  readAllowance(parameters: { token: Address; owner: Address }): Promise<bigint>
  /** `token.approve(router, maxUint256)` from `owner`. */
  buildApprove(parameters: { token: Address; owner: Address }): Promise<SwapTransactionRequest>
  /**
   * The router call that swaps exactly `amount` of `from` for at least the quote less `slippageBasisPoints`,
   * to `owner`, valid for `SWAP_DEADLINE_SECONDS`.
   */
  buildSwap(parameters: {
    from: Address
    to: Address
    amount: bigint
    slippageBasisPoints: bigint
    owner: Address
  }): Promise<SwapTransactionRequest>
}

/**
 * Turns a call the chain refuses (a revert: no liquidity for the amount, an allowance or balance
 * short of it) into a 400 with the reason; anything else (the node down) stays a 500.
 */
async function refuseReverts<value>(action: string, call: () => Promise<value>): Promise<value> {
  try {
    return await call()
  } catch (error) {
    const revert =
      error instanceof BaseError
        ? error.walk(
            (cause) =>
              cause instanceof ContractFunctionRevertedError || cause instanceof ExecutionRevertedError,
          )
        : null
    if (revert instanceof BaseError) {
      throw new HTTPException(400, { message: `${action} failed on chain: ${revert.shortMessage}` })
    }
    throw error
  }
}

/**
 * The Uniswap V2 of `DEVNET_UNISWAP` on the chain `client` reads, for the ether of
 * `nativeAddress` (the API's name for it) and the tokens of `DEVNET_UNISWAP_POOLS`. Every answer
 * is read from the chain when asked.
 */
export function createUniswapVenue(parameters: {
  client: PublicClient
  native: ServedAsset
  nativeAddress: Address
}): SwapVenue {
  const { client, native, nativeAddress } = parameters
  const { router, weth } = DEVNET_UNISWAP
  const isNative = (address: Address) => address.toLowerCase() === nativeAddress.toLowerCase()
  const toPath = (from: Address, to: Address): Address[] => {
    if (isNative(from)) return [weth, to]
    if (isNative(to)) return [from, weth]
    return [from, weth, to]
  }
  const quote = ({ from, to, amount }: { from: Address; to: Address; amount: bigint }) =>
    refuseReverts('Quote', async () => {
      const amounts = await client.readContract({
        address: router,
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amount, toPath(from, to)],
      })
      return amounts[amounts.length - 1] ?? 0n
    })
  const toRequest = async (
    request: { from: Address; to: Address; data: Hex; value: bigint },
    action: string,
  ) => {
    const [gas, gasPrice] = await Promise.all([
      refuseReverts(action, () =>
        client.estimateGas({
          account: request.from,
          to: request.to,
          data: request.data,
          value: request.value,
        }),
      ),
      client.getGasPrice(),
    ])
    return { ...request, gas: gas + (gas * GAS_HEADROOM_PERCENT) / 100n, gasPrice }
  }
  return {
    assets: [
      { asset: native, address: nativeAddress },
      ...DEVNET_UNISWAP_POOLS.map(({ token }) => ({ asset: token, address: token.address })),
    ],
    isNative,
    quote,
    readAllowance: ({ token, owner }) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, router],
      }),
    buildApprove: ({ token, owner }) =>
      toRequest(
        {
          from: owner,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
          value: 0n,
        },
        'Approval',
      ),
    async buildSwap({ from, to, amount, slippageBasisPoints, owner }) {
      const [quoted, block] = await Promise.all([
        quote({ from, to, amount }),
        client.getBlock({ blockTag: 'pending' }),
      ])
      const minimum = (quoted * (BASIS_POINTS - slippageBasisPoints)) / BASIS_POINTS
      const path = toPath(from, to)
      const deadline = block.timestamp + SWAP_DEADLINE_SECONDS
      const data = isNative(from)
        ? encodeFunctionData({
            abi: UNISWAP_V2_ROUTER_ABI,
            functionName: 'swapExactETHForTokens',
            args: [minimum, path, owner, deadline],
          })
        : encodeFunctionData({
            abi: UNISWAP_V2_ROUTER_ABI,
            functionName: isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [amount, minimum, path, owner, deadline],
          })
      return toRequest({ from: owner, to: router, data, value: isNative(from) ? amount : 0n }, 'Swap')
    },
  }
}
