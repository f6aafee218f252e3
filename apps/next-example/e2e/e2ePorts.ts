import { BLOCKCHAIN_API_PORT_OFFSET, WALLET_DIRECTORY_PORT_OFFSET } from '@atrium/devnet'

/**
 * Ports of the end-to-end run, away from `pnpm devnet` (8545…) and the laboratory's e2e (5174,
 * 18545…). `ATRIUM_NEXT_E2E_PORT` and `ATRIUM_NEXT_E2E_PORT_BASE` move them.
 */
export const E2E_PORT = Number(process.env.ATRIUM_NEXT_E2E_PORT ?? 5600)

/**
 * The e2e devnet's first port: its EVM chains listen on +0, +1 and +2, its wallet directory on +50,
 * its Blockchain API on +60.
 */
export const E2E_DEVNET_PORT_BASE = Number(process.env.ATRIUM_NEXT_E2E_PORT_BASE ?? 46545)

/** The devnet's EVM chains, in port order. */
export const E2E_CHAIN_IDS = [1, 10, 8453] as const

/** The e2e devnet's JSON-RPC URL of an EVM chain. */
export function getE2eRpcUrl(chainId: (typeof E2E_CHAIN_IDS)[number]): string {
  return `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + E2E_CHAIN_IDS.indexOf(chainId)}`
}

/** The e2e devnet's wallet directory, where the devnet puts it. */
export const E2E_WALLET_DIRECTORY_PORT = E2E_DEVNET_PORT_BASE + WALLET_DIRECTORY_PORT_OFFSET

/** The e2e devnet's Blockchain API, where the devnet puts it. */
export const E2E_BLOCKCHAIN_API_PORT = E2E_DEVNET_PORT_BASE + BLOCKCHAIN_API_PORT_OFFSET
