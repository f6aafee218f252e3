import type { CreateWalletDirectoryClientParameters } from '../walletDirectory/createWalletDirectoryClient.js'
import type { OptionsState } from './createOptionsStore.js'

/**
 * [OPT-010] The wallet-directory client's parameters from the options: base URL, project id and
 * the `includeWalletIds` / `excludeWalletIds` that `getWallets` sends as `include` / `exclude`.
 */
export function toWalletDirectoryClientParameters(
  options: Pick<OptionsState, 'projectId' | 'apiUrls' | 'includeWalletIds' | 'excludeWalletIds'>,
): CreateWalletDirectoryClientParameters {
  return {
    projectId: options.projectId ?? '',
    baseUrl: options.apiUrls.walletDirectory,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
  }
}
