import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The Polkadot chain listens `POLKADOT_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const POLKADOT_PORT_OFFSET = 40

/** Port of the Polkadot chain with the default port base: `ws://127.0.0.1:8585`. */
export const DEFAULT_POLKADOT_PORT = DEFAULT_EVM_PORT_BASE + POLKADOT_PORT_OFFSET

export type ResolvePolkadotPortParameters = Pick<ResolveServicePortParameters, 'port' | 'portBase'>

/** The Polkadot chain's port: its own, else `portBase + POLKADOT_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolvePolkadotPort(parameters: ResolvePolkadotPortParameters = {}): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: POLKADOT_PORT_OFFSET,
    service: 'Polkadot chain',
    parameter: 'polkadot.port',
  })
}
