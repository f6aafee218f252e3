import type { SwapVenue } from './createUniswapVenue.js'

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

/** The direction of a transfer for an address that sent it (`isOut`) and/or received it (`isIn`); `undefined` for neither. */
export function getTransferDirection(isOut: boolean, isIn: boolean): TransferDirection | undefined {
  if (isOut) return isIn ? 'self' : 'out'
  return isIn ? 'in' : undefined
}

/** An NFT collection whose transfers the Blockchain API lists in histories. */
export type ServedNft = {
  readonly name: string
  readonly symbol: string
  /** Flagged `is_spam`, as the real API flags unsolicited airdrops. */
  readonly isSpam: boolean
}

/** A movement of the address's assets in a transaction: a fungible amount in base units, or one NFT. */
export type HistoryTransfer = { readonly direction: TransferDirection } & (
  | { readonly asset: ServedAsset; readonly amount: bigint }
  | { readonly nft: ServedNft; readonly tokenId: bigint }
)

/** A transaction of an address's history, with the transfers that moved its assets. */
export type HistoryEntry = {
  readonly hash: string
  /** Block time, in ms since the epoch. */
  readonly minedAt: number
  readonly from: string
  readonly to: string
  /** `pending` while in a mempool. */
  readonly status: 'confirmed' | 'failed' | 'pending'
  readonly transfers: readonly HistoryTransfer[]
}

/** One page of an address's history, newest first, and the cursor of the next page (`null` on the last). */
export type HistoryPage = { readonly entries: readonly HistoryEntry[]; readonly next: string | null }

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
  /** NFT collections of the network, which history entries may name. */
  readonly nfts?: readonly ServedNft[]
  /**
   * The page of the address's transactions after `cursor` (a `next` this network gave), newest
   * first.
   *
   * @throws HTTPException 400 for a cursor this network did not give.
   */
  readHistory(address: string, cursor: string | undefined): Promise<HistoryPage>
  /** The node's gas price in wei, on EVM chains. */
  readGasPrice?(): Promise<bigint>
  /** The AMM the swap endpoints quote and build on, on EVM chains. */
  readonly swap?: SwapVenue
}

/** How long the API waits for a devnet node before answering 500. */
export const CHAIN_READ_TIMEOUT_MS = 5_000

/** The balances worth reporting: the real API lists held assets only. */
export function withoutZeroBalances(balances: readonly AssetBalance[]): AssetBalance[] {
  return balances.filter(({ amount }) => amount > 0n)
}
