export { createWagmiAdapter, type WagmiAdapter } from '../adapter/createWagmiAdapter.js'
export {
  type CreateWagmiAdapterParameters,
  WAGMI_STORAGE_KEY,
} from '../adapter/createWagmiConfig.js'
export { toViemChain } from '../chains/toViemChain.js'
export type { WagmiAdapterMetadata } from '../connectors/getDefaultConnectors.js'
export { createEip155SiwxVerifier } from '../siwx/createEip155SiwxVerifier.js'
export { type CreateRpcTransportParameters, createRpcTransport } from '../transports/createRpcTransport.js'
