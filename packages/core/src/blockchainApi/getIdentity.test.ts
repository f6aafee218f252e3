import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getIdentity } from './getIdentity.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
})

const address = '0x00000000000000000000000000000000000000aa'
const route = `GET /v1/identity/${address}`

describe('getIdentity', () => {
  it('[API-004] GET /v1/identity/{address} with sender returns avatar and name', async () => {
    const setup = await setupBlockchainApi({
      [route]: { body: { name: 'alice.eth', avatar: 'https://a/p.png' } },
    })
    server = setup.server
    await expect(
      getIdentity(setup.client, { address, caipNetworkId: 'eip155:1', sender: '0xsender' }),
    ).resolves.toEqual({
      name: 'alice.eth',
      avatar: 'https://a/p.png',
    })
    expect(setup.server.requests[0]).toMatchObject({ method: 'GET', path: `/v1/identity/${address}` })
    expect(setup.server.requests[0]?.query.sender).toBe('0xsender')
  })

  it('[API-004] absent name and avatar read as null; no sender is sent when none is given', async () => {
    const setup = await setupBlockchainApi({ [route]: { body: {} } })
    server = setup.server
    await expect(getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      name: null,
      avatar: null,
    })
    expect(setup.server.requests[0]?.query).not.toHaveProperty('sender')
  })

  it('[API-004][STORE-013][STORE-016] the result is cached by address for 300 s, then fetched again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const setup = await setupBlockchainApi({ [route]: { body: { name: 'alice.eth', avatar: null } } })
    server = setup.server
    await getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })
    vi.setSystemTime(1_000_000 + 299_999)
    await expect(getIdentity(setup.client, { address, caipNetworkId: 'eip155:10' })).resolves.toEqual({
      name: 'alice.eth',
      avatar: null,
    })
    expect(setup.server.requests).toHaveLength(1)
    vi.setSystemTime(1_000_000 + 300_000)
    await getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })
    expect(setup.server.requests).toHaveLength(2)
  })

  it('[API-002] an unsupported network gives an empty identity without a request', async () => {
    const setup = await setupBlockchainApi({ [route]: { body: { name: 'x', avatar: null } } })
    server = setup.server
    await expect(getIdentity(setup.client, { address, caipNetworkId: 'eip155:8453' })).resolves.toEqual({
      name: null,
      avatar: null,
    })
    expect(setup.server.requests).toEqual([])
  })

  it('[API-029][API-032] a failure is an HTTP error and a malformed body a typed error; neither is cached', async () => {
    let calls = 0
    const setup = await setupBlockchainApi({
      [route]: () => {
        calls += 1
        return calls === 1 ? { status: 500 } : { body: { name: 42 } }
      },
    })
    server = setup.server
    await expect(getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })).rejects.toThrow(
      'HTTP status code: 500',
    )
    await expect(getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
    expect(setup.storage.caches.get('identity', address)).toBeUndefined()
  })
})
