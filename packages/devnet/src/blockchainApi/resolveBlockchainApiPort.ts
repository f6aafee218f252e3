import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The Blockchain API listens `BLOCKCHAIN_API_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const BLOCKCHAIN_API_PORT_OFFSET = 60

/** Port of the Blockchain API with the default port base: `http://127.0.0.1:8605`. */
export const DEFAULT_BLOCKCHAIN_API_PORT = DEFAULT_EVM_PORT_BASE + BLOCKCHAIN_API_PORT_OFFSET

export type ResolveBlockchainApiPortParameters = Pick<ResolveServicePortParameters, 'port' | 'portBase'>

/** The Blockchain API's port: its own, else `portBase + BLOCKCHAIN_API_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolveBlockchainApiPort(
  parameters: ResolveBlockchainApiPortParameters = {},
): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: BLOCKCHAIN_API_PORT_OFFSET,
    service: 'Blockchain API',
    parameter: 'blockchainApi.port',
  })
}
