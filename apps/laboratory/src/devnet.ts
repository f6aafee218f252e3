/** What the laboratory knows of the local devnet it runs against. */
export type LaboratoryDevnet = {
  evm: ReadonlyArray<{ chainId: number; name: string; rpcUrl: string }>
}

declare const __ATRIUM_DEVNET__: LaboratoryDevnet

/** The devnet the dev server started, or the default URLs of one started by `pnpm devnet`. */
export const devnet: LaboratoryDevnet = __ATRIUM_DEVNET__
