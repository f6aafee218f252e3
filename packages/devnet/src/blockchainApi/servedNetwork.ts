/** A native coin or token the Blockchain API reports balances and prices of. */
export type ServedAsset = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** The token's address on its network (the part after the CAIP-2 id); absent for the native coin. */
  readonly address?: string
}

/** An amount of an asset held by an address, in base units. */
export type AssetBalance = { readonly asset: ServedAsset; readonly amount: bigint }

/** How an address took part in a transfer. */
export type TransferDirection = 'in' | 'out' | 'self'

/** A transaction of an address's history, with the transfers that moved its assets. */
export type HistoryEntry = {
  readonly hash: string
  /** Where it stands in the chain, oldest first: the block, then the index in the block. */
  readonly position: readonly [block: bigint, index: number]
  /** Block time, in ms since the epoch. */
  readonly minedAt: number
  readonly from: string
  readonly to: string
  readonly status: 'confirmed' | 'failed'
  readonly transfers: readonly { asset: ServedAsset; direction: TransferDirection; amount: bigint }[]
}

/** A devnet chain the Blockchain API serves, read over its own node's API. */
export type ServedNetwork = {
  /** CAIP-2 id, e.g. `eip155:1`. */
  readonly id: string
  readonly native: ServedAsset
  readonly tokens: readonly ServedAsset[]
  /**
   * The address `POST /v1/fungible/price` names the native coin by (after the CAIP-2 id), when the
   * namespace has such a convention.
   */
  readonly nativePriceAddress?: string
  /** True when `address` is an account address of this network. */
  isAddress(address: string): boolean
  /** The address's non-zero balances, read from the chain now. */
  readBalances(address: string): Promise<AssetBalance[]>
  /** The address's transactions, newest first, on chains with a history index. */
  readHistory?(address: string): Promise<HistoryEntry[]>
  /** The node's gas price in wei, on EVM chains. */
  readGasPrice?(): Promise<bigint>
}

/** How long the API waits for a devnet node before answering 500. */
export const CHAIN_READ_TIMEOUT_MS = 5_000

/** The balances worth reporting: the real API lists held assets only. */
export function withoutZeroBalances(balances: readonly AssetBalance[]): AssetBalance[] {
  return balances.filter(({ amount }) => amount > 0n)
}
