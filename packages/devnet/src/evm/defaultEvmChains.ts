/** A local EVM chain: its EIP-155 id and display name. */
export type EvmChainDefinition = {
  readonly chainId: number
  readonly name: string
}

/** The EVM chains a devnet runs unless told otherwise; real ids so wallets and the SDK see known networks. */
export const DEFAULT_EVM_CHAINS = [
  { chainId: 1, name: 'Ethereum' },
  { chainId: 10, name: 'OP Mainnet' },
  { chainId: 8453, name: 'Base' },
] as const satisfies readonly EvmChainDefinition[]

/** Port of the first EVM chain; chain `i` listens on `DEFAULT_EVM_PORT_BASE + i` (8545, 8546, 8547). */
export const DEFAULT_EVM_PORT_BASE = 8545
