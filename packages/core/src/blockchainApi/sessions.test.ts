import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getSession } from './getSession.js'
import { revokeSession } from './revokeSession.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

describe('session endpoints', () => {
  it('[API-021] GET /v1/sessions/{id} fetches a session', async () => {
    const session = { pci: 'pci-1', expiry: 1_700_000_000, permissions: [] }
    const setup = await setupBlockchainApi({ 'GET /v1/sessions/pci-1': { body: session } })
    server = setup.server
    await expect(getSession(setup.client, { id: 'pci-1' })).resolves.toEqual(session)
    expect(setup.server.requests[0]?.query).toMatchObject({ projectId: 'test-project' })
  })

  it('[API-021][API-032] a body that is not an object is a typed error', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/sessions/x': { body: [1, 2] } })
    server = setup.server
    await expect(getSession(setup.client, { id: 'x' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
  })

  it('[API-022] POST /v1/sessions/{id}/revoke sends pci and signature', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/sessions/pci-1/revoke': { status: 204 } })
    server = setup.server
    await expect(
      revokeSession(setup.client, { id: 'pci-1', pci: 'pci-1', signature: '0xsig' }),
    ).resolves.toBeUndefined()
    expect(setup.server.requests[0]).toMatchObject({
      method: 'POST',
      body: { pci: 'pci-1', signature: '0xsig' },
    })
  })

  it('[API-022][API-029] a rejected revoke raises the HTTP status error', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/sessions/pci-1/revoke': { status: 401 } })
    server = setup.server
    await expect(revokeSession(setup.client, { id: 'pci-1', pci: 'pci-1', signature: '0x' })).rejects.toThrow(
      'HTTP status code: 401',
    )
  })
})
