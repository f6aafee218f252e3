import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The relay listens `RELAY_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const RELAY_PORT_OFFSET = 10

/** Port of the WalletConnect relay with the default port base: `ws://127.0.0.1:8555`. */
export const DEFAULT_RELAY_PORT = DEFAULT_EVM_PORT_BASE + RELAY_PORT_OFFSET

export type ResolveRelayPortParameters = Pick<ResolveServicePortParameters, 'port' | 'portBase'>

/** The relay's port: its own, else `portBase + RELAY_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolveRelayPort(parameters: ResolveRelayPortParameters = {}): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: RELAY_PORT_OFFSET,
    service: 'WalletConnect relay',
    parameter: 'relay.port',
  })
}
