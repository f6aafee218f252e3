import {
  API_SDK_TYPE,
  API_SDK_VERSION,
  type CaipNetworkId,
  DEFAULT_API_URLS,
  isCaipNetworkId,
  RPC_RETRY_COUNT,
} from '@atrium/common'
import { createHttpClient } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createServiceStorage, type ServiceStorage } from '../storage/createServiceStorage.js'
import { supportedChainsSchema } from './supportedChainsSchema.js'

export type CreateBlockchainApiClientParameters = {
  /** Sent as `projectId` with every request (API-001). */
  projectId: string
  /** [API-030] Defaults to `DEFAULT_API_URLS.blockchainApi`. */
  baseUrl?: string | undefined
  /** [API-028] Sent as `clientId` when set. */
  clientId?: string | undefined
  fetch?: typeof fetch
  /** Per-request timeout; defaults to `SERVICE_REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number
  /** Holds the caches (STORE-013) and the balance retry time (ACCT-011); defaults to memory. */
  storage?: ServiceStorage
  /** Time of cache entries and of the balance back-off; defaults to `Date.now`. */
  clock?: { now(): number }
  /**
   * [API-002] The networks the API serves. When absent they are fetched once from
   * `v1/supported-chains` (API-003) the first time a network-bound call needs them.
   */
  supportedNetworkIds?: readonly CaipNetworkId[] | undefined
}

/**
 * A Blockchain API client (SPEC §7): the HTTP client with `st`, `sv` and `projectId` on every
 * request (API-001) that retries an HTTP 429 up to 3 times after its capped `Retry-After`, the storage holding its caches, a clock, and the memoised list of supported
 * networks. Endpoints are functions taking this client first (`getIdentity(client, …)`), so an app
 * bundles only those it calls.
 *
 * @example
 * const client = createBlockchainApiClient({ projectId, baseUrl: devnet.blockchainApi.url })
 * const { name } = await getIdentity(client, { address, caipNetworkId: 'eip155:1' })
 */
export function createBlockchainApiClient(parameters: CreateBlockchainApiClientParameters) {
  const { projectId } = parameters
  const http = createHttpClient({
    baseUrl: parameters.baseUrl ?? DEFAULT_API_URLS.blockchainApi,
    clientId: parameters.clientId,
    defaultParameters: { projectId, st: API_SDK_TYPE, sv: API_SDK_VERSION },
    // The API rate-limits per project: a 429 is retried like an RPC call (RPC-013..015).
    rateLimitRetries: RPC_RETRY_COUNT,
    ...(parameters.fetch === undefined ? {} : { fetch: parameters.fetch }),
    ...(parameters.timeoutMs === undefined ? {} : { timeoutMs: parameters.timeoutMs }),
  })
  const storage = parameters.storage ?? createServiceStorage({ backend: createMemoryStorage() })
  let supportedNetworkIds: Promise<readonly CaipNetworkId[]> | undefined =
    parameters.supportedNetworkIds === undefined ? undefined : Promise.resolve(parameters.supportedNetworkIds)

  const fetchSupportedNetworkIds = async (): Promise<readonly CaipNetworkId[]> => {
    const body = await http.get({ path: 'v1/supported-chains' })
    return parseResponse(supportedChainsSchema, body, 'GET v1/supported-chains').http.filter(isCaipNetworkId)
  }

  return {
    projectId,
    http,
    storage,
    clock: parameters.clock ?? { now: () => Date.now() },
    /**
     * [API-002][API-003] The networks the API serves, fetched once. A failed fetch counts as no
     * supported network for that call and is retried by the next one.
     */
    getSupportedNetworkIds: (): Promise<readonly CaipNetworkId[]> => {
      if (supportedNetworkIds === undefined) {
        const pending = fetchSupportedNetworkIds()
        supportedNetworkIds = pending
        pending.catch(() => {
          if (supportedNetworkIds === pending) supportedNetworkIds = undefined
        })
      }
      return supportedNetworkIds.catch(() => [])
    },
  }
}

/** A client made by `createBlockchainApiClient`. */
export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>
