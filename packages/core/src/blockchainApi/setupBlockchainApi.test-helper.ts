import type { CaipNetworkId } from '@atrium/common'
import { startTestServer, type TestRoutes } from '../http/startTestServer.test-helper.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createServiceStorage } from '../storage/createServiceStorage.js'
import {
  type CreateBlockchainApiClientParameters,
  createBlockchainApiClient,
} from './createBlockchainApiClient.js'

/** Networks the test API serves unless a test says otherwise. */
export const TEST_SUPPORTED_NETWORK_IDS: readonly CaipNetworkId[] = ['eip155:1', 'eip155:10']

/**
 * A real Blockchain API stand-in on 127.0.0.1 answering `routes`, and a client pointed at it with
 * in-memory storage. Test-only.
 */
export async function setupBlockchainApi(
  routes: TestRoutes,
  options: Partial<CreateBlockchainApiClientParameters> = {},
) {
  const server = await startTestServer(routes)
  const storage = createServiceStorage({ backend: createMemoryStorage(), logger: { error: () => undefined } })
  const client = createBlockchainApiClient({
    projectId: 'test-project',
    baseUrl: server.url,
    storage,
    supportedNetworkIds: TEST_SUPPORTED_NETWORK_IDS,
    ...options,
  })
  return { server, storage, client }
}
