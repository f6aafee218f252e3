import { DevnetInvalidParameterError } from './errors.js'
import { DEFAULT_EVM_PORT_BASE } from './evm/defaultEvmChains.js'
import { MAX_PORT } from './ports.js'

export type ResolveServicePortParameters = {
  /** The service's own port; `0` or `'auto'` picks a free one. Overrides `portBase`. */
  port?: number | 'auto' | undefined
  /** Defaults to `DEFAULT_EVM_PORT_BASE`; `0` or `'auto'` picks a free port. */
  portBase?: number | 'auto' | undefined
  /** How far above the port base the service listens. */
  offset: number
  /** The service's name in errors, and the parameter naming its own port (`relay.port`). */
  service: string
  parameter: string
}

/**
 * A devnet service's port: its own, else `portBase + offset`, so `--port-base` moves every service
 * together; `'auto'` means pick a free one.
 */
export function resolveServicePort(parameters: ResolveServicePortParameters): number | 'auto' {
  const { port, portBase = DEFAULT_EVM_PORT_BASE, offset, service, parameter } = parameters
  const check = (value: number | 'auto', name: string): number | 'auto' => {
    if (value === 'auto' || value === 0) return 'auto'
    if (!Number.isInteger(value) || value < 1 || value > MAX_PORT) {
      throw new DevnetInvalidParameterError({
        parameter: name,
        reason: `the ${service} cannot listen on port ${value}`,
      })
    }
    return value
  }
  if (port !== undefined) return check(port, parameter)
  const base = check(portBase, 'portBase')
  if (base === 'auto') return 'auto'
  return check(base + offset, 'portBase')
}
