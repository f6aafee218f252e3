import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'
import { SOLANA_PORT_OFFSET } from './startSolanaChain.js'

export type ResolveSolanaPortParameters = Pick<ResolveServicePortParameters, 'port' | 'portBase'>

/**
 * The Solana JSON-RPC port: its own, else `portBase + SOLANA_PORT_OFFSET` (its PubSub WebSocket
 * listens on the next port); `'auto'` means pick free ones.
 */
export function resolveSolanaPort(parameters: ResolveSolanaPortParameters = {}): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: SOLANA_PORT_OFFSET,
    service: 'Solana JSON-RPC',
    parameter: 'solana.port',
  })
}
