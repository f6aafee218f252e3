import { DevnetInvalidParameterError } from '../errors.js'
import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { MAX_PORT } from '../ports.js'

/** The relay listens `RELAY_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const RELAY_PORT_OFFSET = 10

/** Port of the WalletConnect relay with the default port base: `ws://127.0.0.1:8555`. */
export const DEFAULT_RELAY_PORT = DEFAULT_EVM_PORT_BASE + RELAY_PORT_OFFSET

export type ResolveRelayPortParameters = {
  /** The relay's own port; `0` or `'auto'` picks a free one. Overrides `portBase`. */
  port?: number | 'auto' | undefined
  /** Defaults to `DEFAULT_EVM_PORT_BASE`; `0` or `'auto'` picks a free port. */
  portBase?: number | 'auto' | undefined
}

/** The relay's port: its own, else `portBase + RELAY_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolveRelayPort(parameters: ResolveRelayPortParameters = {}): number | 'auto' {
  const { port, portBase = DEFAULT_EVM_PORT_BASE } = parameters
  if (port !== undefined) return checkPort(port, 'relay.port')
  const base = checkPort(portBase, 'portBase')
  if (base === 'auto') return 'auto'
  return checkPort(base + RELAY_PORT_OFFSET, 'portBase')
}

function checkPort(value: number | 'auto', parameter: string): number | 'auto' {
  if (value === 'auto' || value === 0) return 'auto'
  if (!Number.isInteger(value) || value < 1 || value > MAX_PORT) {
    throw new DevnetInvalidParameterError({
      parameter,
      reason: `the WalletConnect relay cannot listen on port ${value}`,
    })
  }
  return value
}
