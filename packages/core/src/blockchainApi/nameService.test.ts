import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getNameRecord } from './getNameRecord.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getNamesForAddress } from './getNamesForAddress.js'
import { registerName } from './registerName.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
})

const address = '0x00000000000000000000000000000000000000aa'
const record = {
  name: 'alice.reown.id',
  registered: 1_700_000_000,
  addresses: { '60': { address } },
  attributes: [{ bio: 'hi' }],
}
const reason = { reasons: [{ description: 'Name is already taken' }] }

describe('name service', () => {
  it('[API-014] GET /v1/profile/account/{name} with apiVersion returns addresses and attributes', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/profile/account/alice.reown.id': { body: record } })
    server = setup.server
    await expect(getNameRecord(setup.client, { name: 'alice.reown.id' })).resolves.toEqual(record)
    expect(setup.server.requests[0]?.query.apiVersion).toBe('2')
  })

  it('[API-015] GET /v1/profile/reverse/{address} sends sender and apiVersion', async () => {
    const setup = await setupBlockchainApi({ [`GET /v1/profile/reverse/${address}`]: { body: [record] } })
    server = setup.server
    await expect(getNamesForAddress(setup.client, { address, sender: '0xsender' })).resolves.toEqual([record])
    expect(setup.server.requests[0]?.query).toMatchObject({ sender: '0xsender', apiVersion: '2' })
  })

  it('[API-015][STORE-013][STORE-016] names for an address are cached in the ENS cache for 300 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(0)
    const setup = await setupBlockchainApi({ [`GET /v1/profile/reverse/${address}`]: { body: [record] } })
    server = setup.server
    await getNamesForAddress(setup.client, { address })
    expect(setup.server.requests[0]?.query.sender).toBe(address)
    vi.setSystemTime(299_999)
    await getNamesForAddress(setup.client, { address })
    expect(setup.server.requests).toHaveLength(1)
    vi.setSystemTime(300_000)
    await getNamesForAddress(setup.client, { address })
    expect(setup.server.requests).toHaveLength(2)
  })

  it('[API-016] GET /v1/profile/suggestions/{name} sends the fixed zone and returns suggestions', async () => {
    const suggestions = [{ name: 'alice1.reown.id', registered: false }]
    const setup = await setupBlockchainApi({ 'GET /v1/profile/suggestions/alice': { body: { suggestions } } })
    server = setup.server
    await expect(getNameSuggestions(setup.client, { name: 'alice' })).resolves.toEqual({ suggestions })
    expect(setup.server.requests[0]?.query.zone).toBe('reown.id')
  })

  it('[API-017] POST /v1/profile/account sends coin_type, address, message, signature and returns success', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/profile/account': { body: { success: true } } })
    server = setup.server
    await expect(
      registerName(setup.client, {
        name: 'alice',
        coinType: 2_147_483_658,
        address,
        message: '{}',
        signature: '0xsig',
      }),
    ).resolves.toEqual({ success: true })
    expect(setup.server.requests[0]?.body).toEqual({
      coin_type: 2_147_483_658,
      address,
      message: '{}',
      signature: '0xsig',
    })
  })

  it('[NAME-011] resolving fails with "Error resolving name" when the API gives no reason', async () => {
    const setup = await setupBlockchainApi({ 'GET /v1/profile/account/bob': { status: 404 } })
    server = setup.server
    await expect(getNameRecord(setup.client, { name: 'bob' })).rejects.toMatchObject({
      name: 'NameServiceError',
      code: 'NAME_RESOLVE_FAILED',
      message: 'Error resolving name',
    })
  })

  it('[NAME-012] suggestions fail with "Error fetching name suggestions"', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/profile/suggestions/bob': { status: 500, body: 'down' },
    })
    server = setup.server
    await expect(getNameSuggestions(setup.client, { name: 'bob' })).rejects.toMatchObject({
      code: 'NAME_SUGGESTIONS_FAILED',
      message: 'Error fetching name suggestions',
    })
  })

  it('[NAME-013] names for an address fail with "Error fetching names for address"', async () => {
    const setup = await setupBlockchainApi({
      [`GET /v1/profile/reverse/${address}`]: { body: { not: 'a list' } },
    })
    server = setup.server
    await expect(getNamesForAddress(setup.client, { address })).rejects.toMatchObject({
      code: 'NAMES_FOR_ADDRESS_FAILED',
      message: 'Error fetching names for address',
    })
  })

  it('[NAME-014] registering fails with "Error registering name {name}"', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/profile/account': { status: 500 } })
    server = setup.server
    const error = await registerName(setup.client, {
      name: 'alice',
      coinType: 60,
      address,
      message: '{}',
      signature: '0x',
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'NAME_REGISTRATION_FAILED', message: 'Error registering name alice' })
    expect((error as Error).cause).toMatchObject({ message: 'HTTP status code: 500' })
  })

  it('[NAME-015] the reason the API gives replaces the fallback text', async () => {
    const setup = await setupBlockchainApi({
      'POST /v1/profile/account': { status: 400, body: reason },
      'GET /v1/profile/account/bob': { status: 400, body: { reasons: [{ description: 'Invalid name' }] } },
    })
    server = setup.server
    await expect(
      registerName(setup.client, { name: 'alice', coinType: 60, address, message: '{}', signature: '0x' }),
    ).rejects.toMatchObject({ code: 'NAME_REGISTRATION_FAILED', message: 'Name is already taken' })
    await expect(getNameRecord(setup.client, { name: 'bob' })).rejects.toMatchObject({
      message: 'Invalid name',
    })
  })
})
