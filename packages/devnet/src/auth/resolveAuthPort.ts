import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The auth service listens `AUTH_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const AUTH_PORT_OFFSET = 80

/** Port of the auth service with the default port base: `http://127.0.0.1:8625`. */
export const DEFAULT_AUTH_PORT = DEFAULT_EVM_PORT_BASE + AUTH_PORT_OFFSET

/** The auth service's port: its own, else `portBase + AUTH_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolveAuthPort(
  parameters: Pick<ResolveServicePortParameters, 'port' | 'portBase'> = {},
): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: AUTH_PORT_OFFSET,
    service: 'auth service',
    parameter: 'auth.port',
  })
}
