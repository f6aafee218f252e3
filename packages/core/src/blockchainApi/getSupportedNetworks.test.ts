import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getSupportedNetworks } from './getSupportedNetworks.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

describe('getSupportedNetworks', () => {
  it('[API-003] GET v1/supported-chains returns the supported http chains', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/supported-chains': {
        body: { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] },
      },
    })
    server = setup.server
    await expect(getSupportedNetworks(setup.client)).resolves.toEqual({
      http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: ['eip155:1'],
    })
    expect(setup.server.requests[0]).toMatchObject({ method: 'GET', path: '/v1/supported-chains' })
  })

  it('[API-003] drops entries that are not CAIP-2 ids of a supported namespace; ws is optional', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/supported-chains': { body: { http: ['cosmos:hub', 'eip155'] } },
    })
    server = setup.server
    await expect(getSupportedNetworks(setup.client)).resolves.toEqual({ http: [], ws: [] })
  })

  it('[API-032] a malformed body is a typed InvalidResponseError', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/supported-chains': { body: { http: 'eip155:1' } } })
    server = setup.server
    await expect(getSupportedNetworks(setup.client)).rejects.toMatchObject({
      name: 'InvalidResponseError',
      code: 'SERVICE_INVALID_RESPONSE',
      message: 'Unexpected response from GET v1/supported-chains',
    })
  })
})
