import { createRequire } from 'node:module'
import { type Abi, type Hex, keccak256, parseAbi } from 'viem'
import { UNISWAP_V2_PAIR_INIT_CODE_HASH } from './devnetUniswap.js'

type Artifact = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

/** A Waffle build artifact of the Uniswap packages, whose bytecode lacks the `0x`. */
function loadArtifact(path: string): Artifact {
  const { abi, bytecode } = require(path) as { abi: Abi; bytecode: string }
  return { abi, bytecode: `0x${bytecode.replace(/^0x/, '')}` }
}

/** `WETH9`: no constructor arguments. */
export const WETH9_ARTIFACT = loadArtifact('@uniswap/v2-periphery/build/WETH9.json')
/** `UniswapV2Factory`: `constructor(feeToSetter)`. */
export const UNISWAP_V2_FACTORY_ARTIFACT = loadArtifact('@uniswap/v2-core/build/UniswapV2Factory.json')
/** `UniswapV2Router02`: `constructor(factory, WETH)`. */
export const UNISWAP_V2_ROUTER_ARTIFACT = loadArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')

/**
 * Throws unless the router computes pair addresses with the hash of the factory's pair code: a
 * router and a factory from mismatched builds would quote and swap against pairs that do not exist.
 */
function assertPairCodeMatches(): void {
  const pair = loadArtifact('@uniswap/v2-core/build/UniswapV2Pair.json')
  const hash = keccak256(pair.bytecode)
  if (
    hash !== UNISWAP_V2_PAIR_INIT_CODE_HASH ||
    !UNISWAP_V2_ROUTER_ARTIFACT.bytecode.includes(hash.slice(2))
  ) {
    throw new Error(`UniswapV2Pair's init-code hash ${hash} is not the one UniswapV2Router02 embeds`)
  }
}
assertPairCodeMatches()

/** The parts of `UniswapV2Router02` the devnet calls: liquidity at start, quotes and swaps in the Blockchain API. */
export const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
