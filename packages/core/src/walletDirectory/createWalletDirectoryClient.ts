import { createHttpClient } from '../http/createHttpClient.js'
import { getWalletDirectoryUrlParameters } from './createWalletDirectoryUrls.js'

export type CreateWalletDirectoryClientParameters = {
  /** Sent as `projectId` with every request (API-023). */
  projectId: string
  /** [API-030] Defaults to `DEFAULT_API_URLS.walletDirectory`. */
  baseUrl?: string | undefined
  /** [API-028] Sent as `clientId` when set. */
  clientId?: string | undefined
  fetch?: typeof fetch
  /** Per-request timeout; defaults to `SERVICE_REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number
  /** [OPT-010] The `includeWalletIds` option: sent as `include` by `getWallets`. */
  includeWalletIds?: readonly string[] | undefined
  /** [OPT-010] The `excludeWalletIds` option: sent as `exclude` by `getWallets`. */
  excludeWalletIds?: readonly string[] | undefined
}

/**
 * A wallet-directory client (SPEC §7): the HTTP client with `projectId`, `st` and `sv` on every
 * request, and the app's include / exclude wallet ids. Endpoints are functions taking it first.
 *
 * @example
 * const directory = createWalletDirectoryClient({ projectId, excludeWalletIds: ['…'] })
 * const { data, count } = await getWallets(directory, { page: 1 })
 */
export function createWalletDirectoryClient(parameters: CreateWalletDirectoryClientParameters) {
  const { projectId } = parameters
  return {
    projectId,
    includeWalletIds: parameters.includeWalletIds ?? [],
    excludeWalletIds: parameters.excludeWalletIds ?? [],
    http: createHttpClient({
      ...getWalletDirectoryUrlParameters(parameters),
      ...(parameters.fetch === undefined ? {} : { fetch: parameters.fetch }),
      ...(parameters.timeoutMs === undefined ? {} : { timeoutMs: parameters.timeoutMs }),
    }),
  }
}

/** A client made by `createWalletDirectoryClient`. */
export type WalletDirectoryClient = ReturnType<typeof createWalletDirectoryClient>
