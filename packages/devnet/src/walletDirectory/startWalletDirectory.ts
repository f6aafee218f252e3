import { WALLET_DIRECTORY_SERVICE_NAME } from '../getDevnetServices.js'
import { type DevnetFaultSwitch, startServiceWithFaultSwitch } from '../network/createFaultSwitch.js'
import type { StartHttpServiceErrorType } from '../network/startHttpService.js'
import {
  type CreateDirectoryWalletsErrorType,
  createDirectoryWallets,
  type DirectoryWallet,
} from './createDirectoryWallets.js'
import { createWalletDirectoryApp, type WalletDirectoryState } from './createWalletDirectoryApp.js'
import type { ParseDirectoryFaultErrorType } from './parseDirectoryFault.js'

export type StartWalletDirectoryParameters = {
  /** Port to listen on (127.0.0.1 only); `0` picks a free one. */
  port: number
  /** How many wallets it lists: about forty curated, then generated ones. Defaults to `DEFAULT_DIRECTORY_WALLET_COUNT` (600). */
  wallets?: number | undefined
  /** The devnet's EVM chain ids, which every EVM wallet lists; defaults to `DEFAULT_EVM_CHAINS`. */
  evmChainIds?: readonly number[] | undefined
  /** What `GET /getAnalyticsConfig` answers; defaults to `false`, so a devnet page sends no analytics. */
  isAnalyticsEnabled?: boolean
}

/** A running local wallet directory. */
export type DevnetWalletDirectory = DevnetFaultSwitch & {
  /** Base URL, e.g. `http://127.0.0.1:8595`: the SDK's wallet-directory URL (`${url}/getWallets`). */
  readonly url: string
  readonly port: number
  /** Every wallet it lists, in ranking order. */
  readonly wallets: readonly DirectoryWallet[]
  /** Stops listening and drops open connections; idempotent. */
  stop(): Promise<void>
}

export type StartWalletDirectoryReturnType = DevnetWalletDirectory

export type StartWalletDirectoryErrorType =
  | StartHttpServiceErrorType
  | CreateDirectoryWalletsErrorType
  | ParseDirectoryFaultErrorType

/**
 * Starts the local wallet directory: the hosted directory's API (SPEC §7) over deterministic data,
 * with a fault switch for tests. Data lives in memory; the same parameters give the same answers.
 *
 * @example
 * const directory = await startWalletDirectory({ port: 0, wallets: 5000 })
 * const client = createWalletDirectoryClient({ projectId: 'devnet', baseUrl: directory.url })
 * directory.setFault({ kind: 'status', status: 500 })
 * await directory.stop()
 */
export async function startWalletDirectory(
  parameters: StartWalletDirectoryParameters,
): Promise<StartWalletDirectoryReturnType> {
  const state: WalletDirectoryState = {
    wallets: createDirectoryWallets({ count: parameters.wallets, evmChainIds: parameters.evmChainIds }),
    isAnalyticsEnabled: parameters.isAnalyticsEnabled ?? false,
    fault: undefined,
  }
  const service = await startServiceWithFaultSwitch({
    fetch: createWalletDirectoryApp(state).fetch,
    state,
    port: parameters.port,
    service: WALLET_DIRECTORY_SERVICE_NAME,
  })
  return Object.assign(service, { wallets: state.wallets })
}
