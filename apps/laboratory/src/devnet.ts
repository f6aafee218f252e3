/** What the laboratory knows of the local devnet it runs against. */
export type LaboratoryDevnet = {
  evm: ReadonlyArray<{ chainId: number; name: string; rpcUrl: string }>
  /** A funded devnet key for the in-browser test wallet of `pnpm lab`. */
  devWalletPrivateKey: `0x${string}`
  /** The devnet's loopback WalletConnect relay (`ws://127.0.0.1:<portBase + 10>`). */
  relayUrl: string | undefined
  /** A devnet account the EVM page sends test transfers to. */
  recipientAddress: `0x${string}`
}

declare const __ATRIUM_DEVNET__: LaboratoryDevnet

/** The devnet the dev server started, or the default URLs of one started by `pnpm devnet`. */
export const devnet: LaboratoryDevnet = __ATRIUM_DEVNET__
