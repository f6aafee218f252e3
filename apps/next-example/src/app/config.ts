/** The EVM chains the example offers: the devnet's (Ethereum, OP Mainnet, Base). */
export const CHAIN_IDS = [1, 10, 8453] as const

/** What the example runs against: its project and the services it names, all on the devnet. */
export type ExampleConfig = {
  readonly projectId: string
  /** The wallet directory the Connect view lists wallets from. */
  readonly walletDirectoryUrl: string
  /** The Blockchain API the Account view reads balances and history from, and the Send view prices. */
  readonly blockchainApiUrl: string
  /** A JSON-RPC URL per chain id. */
  readonly rpcUrls: Readonly<Record<(typeof CHAIN_IDS)[number], string>>
}

/**
 * The configuration from the environment, read on the server per request so that one build serves
 * any devnet: `ATRIUM_PROJECT_ID`, `ATRIUM_WALLET_DIRECTORY_URL`, `ATRIUM_BLOCKCHAIN_API_URL`,
 * `ATRIUM_RPC_URL_<chainId>`; each
 * defaults to what `pnpm devnet` serves.
 */
export function readConfig(): ExampleConfig {
  const { env } = process
  return {
    projectId: env.ATRIUM_PROJECT_ID ?? 'atrium-next-example',
    walletDirectoryUrl: env.ATRIUM_WALLET_DIRECTORY_URL ?? 'http://127.0.0.1:8595',
    blockchainApiUrl: env.ATRIUM_BLOCKCHAIN_API_URL ?? 'http://127.0.0.1:8605',
    rpcUrls: {
      1: env.ATRIUM_RPC_URL_1 ?? 'http://127.0.0.1:8545',
      10: env.ATRIUM_RPC_URL_10 ?? 'http://127.0.0.1:8546',
      8453: env.ATRIUM_RPC_URL_8453 ?? 'http://127.0.0.1:8547',
    },
  }
}
