import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createWalletDirectoryClient } from '../walletDirectory/createWalletDirectoryClient.js'
import { getWallets } from '../walletDirectory/getWallets.js'
import { toOptionsState } from './createOptionsStore.js'
import { resolveOptions } from './resolveOptions.js'
import { toWalletDirectoryClientParameters } from './toWalletDirectoryClientParameters.js'

let server: Server | undefined

async function startDirectory(requests: URL[]): Promise<string> {
  server = createServer((request: IncomingMessage, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'))
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ data: [], count: 0 }))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())))
  server = undefined
})

describe('toWalletDirectoryClientParameters', () => {
  it('[OPT-010] includeWalletIds and excludeWalletIds reach /getWallets as include and exclude', async () => {
    const requests: URL[] = []
    const walletDirectory = await startDirectory(requests)
    const options = toOptionsState(
      resolveOptions({
        projectId: 'project-1',
        includeWalletIds: ['a', 'b'],
        excludeWalletIds: ['c'],
        apiUrls: { walletDirectory },
      }),
    )
    const client = createWalletDirectoryClient(toWalletDirectoryClientParameters(options))
    await getWallets(client, { page: 1 })
    const [request] = requests
    expect(request?.pathname).toBe('/getWallets')
    expect(request?.searchParams.get('include')).toBe('a,b')
    expect(request?.searchParams.get('exclude')).toBe('c')
    expect(request?.searchParams.get('projectId')).toBe('project-1')
  })

  it('[OPT-010] empty lists are left out of the request parameters', () => {
    const parameters = toWalletDirectoryClientParameters(toOptionsState(resolveOptions({})))
    expect(parameters).toMatchObject({ projectId: '', includeWalletIds: [], excludeWalletIds: [] })
  })
})
