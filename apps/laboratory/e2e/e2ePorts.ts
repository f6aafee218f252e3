/**
 * Ports of the end-to-end run: away from the ones `pnpm lab` uses by default. Both can be moved with
 * `ATRIUM_E2E_PORT` and `ATRIUM_E2E_PORT_BASE`, so two runs on one machine do not collide.
 */
export const E2E_PORT = Number(process.env.ATRIUM_E2E_PORT ?? 5174)

/** The e2e devnet's first port: EVM chains at +0, +1, +2, the WalletConnect relay at +10. */
export const E2E_DEVNET_PORT_BASE = Number(process.env.ATRIUM_E2E_PORT_BASE ?? 18545)

/** The e2e devnet's JSON-RPC URL of an EVM chain (1, 10 or 8453). */
export function getE2eEvmRpcUrl(chainId: 1 | 10 | 8453): string {
  return `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + [1, 10, 8453].indexOf(chainId)}`
}

/** The e2e devnet's WalletConnect relay. */
export const E2E_RELAY_URL = `ws://127.0.0.1:${E2E_DEVNET_PORT_BASE + 10}`

/** The e2e devnet's Solana JSON-RPC (its PubSub WebSocket listens on the next port). */
export const E2E_SOLANA_RPC_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 20}`

/** The e2e devnet's Bitcoin Esplora API. */
export const E2E_BITCOIN_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 30}`

/** The e2e devnet's Polkadot chain (WebSocket and HTTP JSON-RPC on one port). */
export const E2E_POLKADOT_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 40}`

/** The e2e devnet's wallet directory (its fault switch is `POST /__devnet/fault`). */
export const E2E_WALLET_DIRECTORY_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 50}`

/** The e2e devnet's Blockchain API (its fault switch is `POST /__devnet/fault`). */
export const E2E_BLOCKCHAIN_API_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 60}`

/** How many wallets the e2e devnet's directory lists (`ATRIUM_DEVNET_WALLETS`). */
export const E2E_DIRECTORY_WALLETS = 5_000
