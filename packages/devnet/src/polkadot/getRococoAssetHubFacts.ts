import { getPolkadotChainFacts, type PolkadotChainFacts } from './getPolkadotChainFacts.js'
import { loadRococoAssetHubSpec } from './loadRococoAssetHubSpec.js'

/**
 * The facts of the local Polkadot chain (network id, SS58 prefix, token) without starting it, read
 * from the chain spec it boots: for configs of a devnet that runs elsewhere or has not started yet.
 */
export async function getRococoAssetHubFacts(): Promise<PolkadotChainFacts> {
  return getPolkadotChainFacts(await loadRococoAssetHubSpec())
}
