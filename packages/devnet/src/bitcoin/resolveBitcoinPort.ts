import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The Bitcoin Esplora API listens `BITCOIN_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const BITCOIN_PORT_OFFSET = 30

/** Port of the Bitcoin Esplora API with the default port base: `http://127.0.0.1:8575`. */
export const DEFAULT_BITCOIN_PORT = DEFAULT_EVM_PORT_BASE + BITCOIN_PORT_OFFSET

export type ResolveBitcoinPortParameters = Pick<ResolveServicePortParameters, 'port' | 'portBase'>

/** The Esplora API's port: its own, else `portBase + BITCOIN_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolveBitcoinPort(parameters: ResolveBitcoinPortParameters = {}): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: BITCOIN_PORT_OFFSET,
    service: 'Bitcoin Esplora API',
    parameter: 'bitcoin.port',
  })
}
