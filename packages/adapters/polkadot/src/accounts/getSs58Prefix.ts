import type { CaipNetworkId } from '@atrium/common'

/** The generic Substrate SS58 prefix: what extensions show for accounts not bound to a chain. */
export const GENERIC_SS58_PREFIX = 42

/**
 * SS58 prefixes of well-known chains, by CAIP-2 id (the first 32 hex characters of the genesis
 * hash). A network's prefix is not part of `CaipNetwork`, so other chains need the adapter's
 * `ss58Prefixes` option, or get the generic prefix.
 */
export const KNOWN_SS58_PREFIXES: Readonly<Record<string, number>> = {
  /** Polkadot relay chain. */
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  /** Polkadot Asset Hub. */
  'polkadot:68d56f15f85d3136970ec16946040bc1': 0,
  /** Kusama relay chain. */
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
  /** Kusama Asset Hub. */
  'polkadot:48239ef607d7928874027a43a6768920': 2,
}

/** The SS58 prefix addresses of `networkId` are written with: configured, well known, or generic. */
export function getSs58Prefix(
  networkId: CaipNetworkId<'polkadot'>,
  configured: Readonly<Record<string, number>> = {},
): number {
  return configured[networkId] ?? KNOWN_SS58_PREFIXES[networkId] ?? GENERIC_SS58_PREFIX
}
