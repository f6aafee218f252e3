import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The wallet directory listens `WALLET_DIRECTORY_PORT_OFFSET` ports above the first EVM chain, so `--port-base` moves it too. */
export const WALLET_DIRECTORY_PORT_OFFSET = 50

/** Port of the wallet directory with the default port base: `http://127.0.0.1:8595`. */
export const DEFAULT_WALLET_DIRECTORY_PORT = DEFAULT_EVM_PORT_BASE + WALLET_DIRECTORY_PORT_OFFSET

export type ResolveWalletDirectoryPortParameters = Pick<ResolveServicePortParameters, 'port' | 'portBase'>

/** The wallet directory's port: its own, else `portBase + WALLET_DIRECTORY_PORT_OFFSET`; `'auto'` means pick a free one. */
export function resolveWalletDirectoryPort(
  parameters: ResolveWalletDirectoryPortParameters = {},
): number | 'auto' {
  return resolveServicePort({
    ...parameters,
    offset: WALLET_DIRECTORY_PORT_OFFSET,
    service: 'wallet directory',
    parameter: 'walletDirectory.port',
  })
}
