import { DEFAULT_API_URLS } from '@atrium/common'
import { fc, test } from '@fast-check/vitest'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js'
import { getWallets, parseWalletsPage } from './getWallets.js'
import { setupWalletDirectory } from './setupWalletDirectory.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const wallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
}
const page = { data: [wallet], count: 1 }

describe('getWallets', () => {
  it('[API-023] GET /getWallets sends projectId, st, sv, page, entries (40) and badge_type; returns data and count', async () => {
    const setup = await setupWalletDirectory({ 'GET /getWallets': { body: page } })
    server = setup.server
    await expect(getWallets(setup.client)).resolves.toEqual(page)
    expect(setup.server.requests[0]?.query).toEqual({
      projectId: 'test-project',
      st: 'atrium',
      sv: 'react-1.7.0',
      page: '1',
      entries: '40',
      badge_type: 'none',
    })
  })

  it('[API-023] sends page, entries, chains, search, include, exclude and badge_type when given', async () => {
    const setup = await setupWalletDirectory({ 'GET /getWallets': { body: { data: [], count: 0 } } })
    server = setup.server
    await getWallets(setup.client, {
      page: 3,
      entries: 12,
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      search: ' meta ',
      include: ['a', 'b'],
      exclude: ['c'],
      badgeType: 'certified',
    })
    expect(setup.server.requests[0]?.query).toMatchObject({
      page: '3',
      entries: '12',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      search: 'meta',
      include: 'a,b',
      exclude: 'c',
      badge_type: 'certified',
    })
  })

  it('[OPT-010][API-023] includeWalletIds and excludeWalletIds options are sent as include and exclude', async () => {
    const setup = await setupWalletDirectory(
      { 'GET /getWallets': { body: { data: [], count: 0 } } },
      { includeWalletIds: ['inc-1', 'inc-2'], excludeWalletIds: ['exc-1'] },
    )
    server = setup.server
    await getWallets(setup.client)
    expect(setup.server.requests[0]?.query).toMatchObject({ include: 'inc-1,inc-2', exclude: 'exc-1' })
  })

  it('[EVT-006] a wallet search tracks SEARCH_WALLET; a page without search tracks nothing', async () => {
    const setup = await setupWalletDirectory({ 'GET /getWallets': { body: { data: [], count: 0 } } })
    server = setup.server
    const events: AnalyticsEvent[] = []
    const track = (event: AnalyticsEvent) => void events.push(event)
    await getWallets(setup.client, { track })
    await getWallets(setup.client, { search: '   ', track })
    await getWallets(setup.client, { search: 'trust', track })
    expect(events).toEqual([{ event: 'SEARCH_WALLET', properties: { search: 'trust', badge: 'none' } }])
  })

  it('[API-029] a non-OK status raises HTTP status code: N', async () => {
    const setup = await setupWalletDirectory({ 'GET /getWallets': { status: 503 } })
    server = setup.server
    await expect(getWallets(setup.client)).rejects.toThrow('HTTP status code: 503')
  })

  it('[API-023][API-032] a malformed entry is dropped and logged; the rest of the page shows', async () => {
    const setup = await setupWalletDirectory({
      'GET /getWallets': {
        body: { data: [wallet, { id: 42, name: null }, { ...wallet, id: 'second' }], count: 3 },
      },
    })
    server = setup.server
    const logged: [string, Readonly<Record<string, unknown>> | undefined][] = []
    const logger = {
      error: (message: string, context?: Readonly<Record<string, unknown>>) =>
        void logged.push([message, context]),
    }
    const page = await getWallets(setup.client, { logger })
    expect(page).toEqual({ data: [wallet, { ...wallet, id: 'second' }], count: 3 })
    expect(logged).toHaveLength(1)
    expect(logged[0]?.[0]).toBe('Dropped a malformed wallet directory entry')
    expect(logged[0]?.[1]).toMatchObject({ index: 1 })
  })

  it('[API-032] a body that is not a page is a typed InvalidResponseError', async () => {
    const setup = await setupWalletDirectory({
      'GET /getWallets': { body: { data: { id: 'x' }, count: 1 } },
    })
    server = setup.server
    await expect(getWallets(setup.client)).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
      message: 'Unexpected response from GET /getWallets',
    })
  })

  it('[API-030] the directory base URL defaults to the documented one', () => {
    expect(createWalletDirectoryClient({ projectId: 'p' }).http.baseUrl).toBe(
      DEFAULT_API_URLS.walletDirectory,
    )
    expect(DEFAULT_API_URLS.walletDirectory).toBe('https://api.web3modal.org')
  })
})

const text = fc.option(fc.string(), { nil: null })
const validWallet = fc.record(
  {
    id: fc.string({ minLength: 1 }),
    name: fc.string(),
    image_id: text,
    rdns: text,
    mobile_link: text,
    desktop_link: text,
    webapp_link: text,
    chains: fc.option(fc.array(fc.string()), { nil: null }),
    installed: fc.boolean(),
  },
  { requiredKeys: ['id', 'name'] },
)

describe('parseWalletsPage', () => {
  test.prop([fc.array(validWallet), fc.nat()])(
    '[API-023] generated valid pages parse and round-trip',
    (data, count) => {
      expect(parseWalletsPage(JSON.parse(JSON.stringify({ data, count })))).toEqual({ data, count })
    },
  )

  test.prop([fc.array(fc.oneof(validWallet, fc.anything())), fc.nat()])(
    '[API-032] junk entries are dropped without throwing and every valid one is kept, in order',
    (data, count) => {
      const dropped: unknown[] = []
      const page = parseWalletsPage(
        { data, count },
        { error: (_message, context) => void dropped.push(context) },
      )
      expect(page.data.length + dropped.length).toBe(data.length)
      expect(page.count).toBe(count)
    },
  )

  test.prop([fc.anything()])('[API-032] a junk body is refused with a typed error, never a crash', (body) => {
    fc.pre(!(typeof body === 'object' && body !== null && 'data' in body))
    expect(() => parseWalletsPage(body)).toThrow(
      expect.objectContaining({ code: 'SERVICE_INVALID_RESPONSE' }),
    )
  })

  it('[API-023] count must be a whole number from 0', () => {
    expect(parseWalletsPage({ data: [], count: 0 }).count).toBe(0)
    for (const count of [-1, 1.5, Number.NaN, '3'])
      expect(() => parseWalletsPage({ data: [], count })).toThrow('Unexpected response from GET /getWallets')
  })
})
