import { type CaipNetwork, defineNetwork, polkadot } from '@atrium/common'
import { getPolkadotDevnetNetwork } from '@atrium/devnet'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { inject } from 'vitest'

/** What vitest.globalSetup.ts tells the test files about the local chain. */
export type DevnetPolkadotFacts = {
  readonly wsUrl: string
  readonly httpUrl: string
  readonly name: string
  readonly networkId: `polkadot:${string}`
  readonly genesisHash: `0x${string}`
  readonly ss58Prefix: number
  readonly tokenSymbol: string
  readonly tokenDecimals: number
  /** Free balance of each dev account at start, in planck (a decimal string: provided values are JSON). */
  readonly accountBalance: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local Polkadot chain, provided by vitest.globalSetup.ts. */
    devnetPolkadot: DevnetPolkadotFacts
  }
}

/** The local chain the global setup started (lazily: the first connection starts chopsticks). */
export function getDevnetPolkadot(): DevnetPolkadotFacts {
  return inject('devnetPolkadot')
}

/** The local chain as the laboratory configures it: 'Rococo Asset Hub (local)'. */
export function getLocalNetwork(): CaipNetwork<'polkadot'> {
  return getPolkadotDevnetNetwork(getDevnetPolkadot())
}

/**
 * A second configured network for switching: Polkadot, pointed at a closed loopback port so that
 * nothing ever reaches a remote node (switching needs no node; a balance there fails fast).
 */
export const UNREACHABLE_POLKADOT: CaipNetwork<'polkadot'> = defineNetwork(polkadot, {
  rpcUrls: 'http://127.0.0.1:9',
  webSocketRpcUrls: 'ws://127.0.0.1:9',
})

/** The adapter's `ss58Prefixes` option for the local chain. */
export function getLocalSs58Prefixes(): Record<string, number> {
  const chain = getDevnetPolkadot()
  return { [chain.networkId]: chain.ss58Prefix }
}

/** A test's own connection to the local chain, to check what the adapter did; disconnect it after. */
export function createLocalApi(): Promise<ApiPromise> {
  const provider = new WsProvider(getDevnetPolkadot().wsUrl)
  // WsProvider's optional `ttl` clashes with ProviderInterface only under exactOptionalPropertyTypes.
  return ApiPromise.create({ provider: provider as NonNullable<ApiOptions['provider']>, noInitWarn: true })
}
