import type { Genesis } from '@acala-network/chopsticks'
import { DevnetInvalidParameterError } from '../errors.js'

/**
 * The genesis hash chopsticks reports for a chain it boots from a chain spec: its `GenesisProvider`
 * has no real genesis block and answers this placeholder to `chain_getBlockHash(0)`, so it is what
 * @polkadot/api (and every wallet) sees as the genesis hash, and what the network id is built from.
 * `startPolkadotChain` checks it against the running chain at every start.
 */
export const CHOPSTICKS_GENESIS_HASH = `0x${'45'.repeat(32)}` as const

/** CAIP-2 id of the chain chopsticks runs: `polkadot:` and the first 32 hex characters of its genesis hash. */
export const CHOPSTICKS_NETWORK_ID = `polkadot:${CHOPSTICKS_GENESIS_HASH.slice(2, 34)}` as const

/**
 * The SS58 prefix of the statemine runtime in the Rococo Asset Hub spec: its `System.SS58Prefix`
 * constant. The spec's properties name none, so clients (@polkadot/api, extensions) take the
 * runtime's. Known before chopsticks starts so a lazy chain can be configured at once;
 * `startPolkadotChain` checks it against the runtime at every start.
 */
export const ROCOCO_ASSET_HUB_SS58_PREFIX = 2

/** What clients need to know about the local Polkadot chain before connecting to it. */
export type PolkadotChainFacts = {
  /** The chain spec's name, e.g. 'Rococo Asset Hub'. */
  readonly name: string
  readonly genesisHash: `0x${string}`
  /** CAIP-2 id: `polkadot:` and the first 32 hex characters of the genesis hash. */
  readonly networkId: `polkadot:${string}`
  readonly ss58Prefix: number
  readonly tokenSymbol: string
  readonly tokenDecimals: number
}

/**
 * The facts of the chain chopsticks runs from `spec`: token symbol and decimals from the spec's
 * properties (what chopsticks answers to `system_properties`), SS58 prefix from the properties or
 * else the runtime's constant, and chopsticks' genesis hash.
 *
 * @throws DevnetInvalidParameterError when the spec names no token symbol or decimals.
 */
export function getPolkadotChainFacts(spec: Genesis): PolkadotChainFacts {
  const tokenSymbol = firstOf(spec.properties.tokenSymbol)
  const tokenDecimals = firstOf(spec.properties.tokenDecimals)
  if (typeof tokenSymbol !== 'string' || typeof tokenDecimals !== 'number') {
    throw new DevnetInvalidParameterError({
      parameter: 'chain spec',
      reason: `${spec.name} names no tokenSymbol and tokenDecimals in its properties`,
    })
  }
  return {
    name: spec.name,
    genesisHash: CHOPSTICKS_GENESIS_HASH,
    networkId: CHOPSTICKS_NETWORK_ID,
    ss58Prefix: spec.properties.ss58Format ?? ROCOCO_ASSET_HUB_SS58_PREFIX,
    tokenSymbol,
    tokenDecimals,
  }
}

/** Chain properties list one value per token of a multi-token chain; the first is the native one. */
function firstOf<value>(property: value | readonly value[] | undefined): value | undefined {
  return Array.isArray(property) ? property[0] : (property as value | undefined)
}
