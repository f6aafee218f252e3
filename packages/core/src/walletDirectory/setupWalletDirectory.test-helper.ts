import { startTestServer, type TestRoutes } from '../http/startTestServer.test-helper.js'
import {
  type CreateWalletDirectoryClientParameters,
  createWalletDirectoryClient,
} from './createWalletDirectoryClient.js'

/** A real wallet-directory stand-in on 127.0.0.1 answering `routes`, and a client pointed at it. Test-only. */
export async function setupWalletDirectory(
  routes: TestRoutes,
  options: Partial<CreateWalletDirectoryClientParameters> = {},
) {
  const server = await startTestServer(routes)
  const client = createWalletDirectoryClient({ projectId: 'test-project', baseUrl: server.url, ...options })
  return { server, client }
}
