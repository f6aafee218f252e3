/** [NET-013] The default chain: Ethereum. */
export const DEFAULT_CHAIN_ID = 1

/** [NET-013] The default chain as a CAIP-2 id. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'

/**
 * [NET-016] EVM chain ids the WalletConnect RPC serves. The spec's list (1, 5, 10, 56, 97, 100,
 * 137, 250, 324, 420, 999, 8453, 42161), plus the other EVM chains of our catalogue (Celo 42220,
 * Avalanche 43114, Aurora 1313161554, Zora 7777777) and the public testnets of the catalogue's
 * chains (Sepolia 11155111, OP Sepolia 11155420, Base Sepolia 84532, Arbitrum Sepolia 421614,
 * Polygon Amoy 80002, Avalanche Fuji 43113).
 */
export const WALLET_CONNECT_RPC_CHAIN_IDS = [
  1, 5, 10, 56, 97, 100, 137, 250, 324, 420, 999, 8453, 42161, 42220, 43114, 1313161554, 7777777, 11155111,
  11155420, 84532, 421614, 80002, 43113,
] as const
