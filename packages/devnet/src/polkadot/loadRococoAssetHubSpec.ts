import type { Genesis } from '@acala-network/chopsticks'

/**
 * The raw-genesis chain spec of Rococo Asset Hub (statemine runtime, AURA) shipped in
 * `@substrate/connect-known-chains`: a real runtime whose whole genesis state is in the package, so
 * chopsticks can run it without any remote node. Loaded on demand: the module is a 1.2 MB string.
 */
export async function loadRococoAssetHubSpec(): Promise<Genesis> {
  const { chainSpec } = await import('@substrate/connect-known-chains/rococo_v2_2_asset_hub')
  return JSON.parse(chainSpec) as Genesis
}
