import { JSON_RPC_TIMEOUT_MS, withTimeout } from '@atrium/common'
import { type Config, type Connection, getCapabilities } from '@wagmi/core'
import type { Address } from 'viem'

/** What the adapter reads of a wallet's `wallet_getCapabilities` answer for one chain. */
export type WalletCapabilities = {
  /** The wallet runs `wallet_sendCalls` batches on the chain (EIP-5792). */
  readonly sendCalls: boolean
  /** The wallet answers `wallet_getAssets` for the account (ERC-7811). */
  readonly assetDiscovery: boolean
}

const NONE: WalletCapabilities = { sendCalls: false, assetDiscovery: false }

/** EIP-5792 capability entries are objects; anything else a wallet sends is ignored. */
function entryOf(capabilities: unknown, name: string): Record<string, unknown> | undefined {
  if (typeof capabilities !== 'object' || capabilities === null) return undefined
  const entry = (capabilities as Record<string, unknown>)[name]
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : undefined
}

/** EIP-5792 v2's `atomic.status` values: each says the wallet implements `wallet_sendCalls`. */
const ATOMIC_STATUSES = new Set(['supported', 'ready', 'unsupported'])

/**
 * True when one chain's capabilities (or the all-chains `0x0` ones) say the wallet runs batches:
 * an `atomic` entry of EIP-5792 v2 (whether it runs them atomically, can upgrade the account to,
 * or runs them one by one: `wallet_sendCalls` works in every case, and the dApp asks no
 * atomicity), or the first draft's `atomicBatch.supported`.
 */
function runsBatches(capabilities: unknown): boolean {
  const status = entryOf(capabilities, 'atomic')?.status
  return (
    (typeof status === 'string' && ATOMIC_STATUSES.has(status)) ||
    entryOf(capabilities, 'atomicBatch')?.supported === true
  )
}

/**
 * The capabilities the connected wallet reports for `account` on `chainId` (viem's
 * `getCapabilities` through wagmi): its answer for the chain merged with its all-chains entry
 * (`0x0`, EIP-5792), which viem's per-chain form leaves out. A wallet that does not implement
 * `wallet_getCapabilities` (a plain account), fails, or does not answer within
 * `JSON_RPC_TIMEOUT_MS` has none: this is a read that decides between two ways of doing the same
 * thing, never a reason to fail or hang the user's action.
 */
export async function readWalletCapabilities(
  config: Config,
  parameters: { readonly connection: Connection; readonly account: Address; readonly chainId: number },
): Promise<WalletCapabilities> {
  const { connection, account, chainId } = parameters
  let answer: Record<number, unknown>
  try {
    answer = await withTimeout(
      getCapabilities(config, { account, connector: connection.connector }),
      JSON_RPC_TIMEOUT_MS,
      'The wallet (wallet_getCapabilities)',
    )
  } catch {
    return NONE
  }
  if (typeof answer !== 'object' || answer === null) return NONE
  const scopes = [answer[chainId], answer[0]]
  return {
    sendCalls: scopes.some(runsBatches),
    assetDiscovery: scopes.some((scope) => entryOf(scope, 'assetDiscovery')?.supported === true),
  }
}
