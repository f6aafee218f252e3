/**
 * The Agave version the RPC reports (`getVersion`, `context.apiVersion`): litesvm 1.5.0 runs the
 * Agave 4.3 runtime crates (solana-program-runtime 4.3.0), so the local chain behaves as that release.
 */
export const SOLANA_CORE_VERSION = '4.3.0'

/** The `{ context, value }` wrapper of the RPC's contextual answers. */
export type SolanaRpcResponse<value> = { context: { apiVersion: string; slot: number }; value: value }

/** Wraps `value` in the RPC's context of the current `slot`. */
export function withSolanaContext<value>(slot: number, value: value): SolanaRpcResponse<value> {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot }, value }
}
