import { erc20Abi, maxUint256 } from 'viem'
import type { DeployerSession } from './createDeployerSession.js'
import { ERC20_ARTIFACT, MINT_GAS } from './deployDevnetTokens.js'
import { DEVNET_TOKEN_DEPLOYER } from './devnetEvmTokens.js'
import { DEVNET_UNISWAP, DEVNET_UNISWAP_POOLS, DEVNET_UNISWAP_POOLS_FIRST_NONCE } from './devnetUniswap.js'
import {
  UNISWAP_V2_FACTORY_ARTIFACT,
  UNISWAP_V2_ROUTER_ABI,
  UNISWAP_V2_ROUTER_ARTIFACT,
  WETH9_ARTIFACT,
} from './uniswapV2Artifacts.js'

/** Above the router's deployment (about 4.2 M gas), the largest of the three. */
const DEPLOY_GAS = 6_000_000n
/** Above an `approve` (about 46 k gas). */
const APPROVE_GAS = 100_000n
/** Above an `addLiquidityETH` that creates its pair (about 2.5 M gas). */
const ADD_LIQUIDITY_GAS = 4_000_000n

/** Ether the deployer needs for the pools' WETH. */
export const DEVNET_UNISWAP_POOL_FUNDS = DEVNET_UNISWAP_POOLS.reduce(
  (sum, pool) => sum + pool.wethReserve,
  0n,
)

/**
 * Sends the deployments of `DEVNET_UNISWAP` (WETH9, the factory with the deployer as `feeToSetter`,
 * Router02) from the token deployer's session right after `deployDevnetTokens`, then for each of
 * `DEVNET_UNISWAP_POOLS` mints its token reserve to the deployer, approves the router and adds the
 * liquidity with `addLiquidityETH`, which creates the pair.
 *
 * @throws Error when the session is not at the nonce that gives the constants' addresses.
 */
export function deployDevnetUniswap(session: DeployerSession): void {
  const { wallet, send } = session
  if (session.nextNonce !== DEVNET_UNISWAP_POOLS_FIRST_NONCE - 3) {
    throw new Error(
      `Uniswap V2 deployment expects nonce ${DEVNET_UNISWAP_POOLS_FIRST_NONCE - 3}, not ${session.nextNonce}`,
    )
  }
  session.deploy(WETH9_ARTIFACT, [], DEPLOY_GAS)
  session.deploy(UNISWAP_V2_FACTORY_ARTIFACT, [DEVNET_TOKEN_DEPLOYER], DEPLOY_GAS)
  session.deploy(UNISWAP_V2_ROUTER_ARTIFACT, [DEVNET_UNISWAP.factory, DEVNET_UNISWAP.weth], DEPLOY_GAS)
  for (const { token, wethReserve, tokenReserve } of DEVNET_UNISWAP_POOLS) {
    send((options) =>
      wallet.writeContract({
        address: token.address,
        abi: ERC20_ARTIFACT.abi,
        functionName: 'mint',
        args: [DEVNET_TOKEN_DEPLOYER, tokenReserve],
        gas: MINT_GAS,
        ...options,
      }),
    )
    send((options) =>
      wallet.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [DEVNET_UNISWAP.router, tokenReserve],
        gas: APPROVE_GAS,
        ...options,
      }),
    )
    send((options) =>
      wallet.writeContract({
        address: DEVNET_UNISWAP.router,
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'addLiquidityETH',
        args: [token.address, tokenReserve, tokenReserve, wethReserve, DEVNET_TOKEN_DEPLOYER, maxUint256],
        value: wethReserve,
        gas: ADD_LIQUIDITY_GAS,
        ...options,
      }),
    )
  }
}
