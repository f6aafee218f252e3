import type { SolanaTransactionCommitment } from '@solana/wallet-standard-features'

/**
 * [SEND-004] The options of a Solana send (SPEC §5): given to the adapter for every send and per
 * call, the call's winning. They reach the wallet's `solana:signAndSendTransaction` (or
 * `sendRawTransaction` when the wallet can only sign).
 */
export type SolanaSendOptions = {
  /** Skip the node's preflight simulation. */
  readonly skipPreflight?: boolean | undefined
  /** The commitment the preflight simulation runs at. */
  readonly preflightCommitment?: SolanaTransactionCommitment | undefined
  /** How often the node re-broadcasts the transaction before giving up. */
  readonly maxRetries?: number | undefined
  /** The slot the node must have reached before it accepts the transaction. */
  readonly minContextSlot?: number | undefined
}

/** Send options as they go to a wallet or node: only the options that were given. */
export type MergedSolanaSendOptions = {
  readonly [key in keyof SolanaSendOptions]?: Exclude<SolanaSendOptions[key], undefined>
}

/** `options` over `defaults`, without keys whose value is `undefined` (wallets read absence as default). */
export function mergeSendOptions(
  defaults: SolanaSendOptions | undefined,
  options: SolanaSendOptions | undefined,
): MergedSolanaSendOptions {
  const merged: Record<string, unknown> = {}
  for (const source of [defaults, options]) {
    for (const [key, value] of Object.entries(source ?? {})) if (value !== undefined) merged[key] = value
  }
  return merged as MergedSolanaSendOptions
}
