import { type AlertCode, DEFAULT_API_URLS, EVENT_NAMES } from '@atrium/common'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestRoutes, type TestServer } from '../http/startTestServer.test-helper.js'
import { createWalletDirectoryClient } from '../walletDirectory/createWalletDirectoryClient.js'
import { getAnalyticsConfig } from '../walletDirectory/getAnalyticsConfig.js'
import { type CreateAnalyticsClientParameters, createAnalyticsClient } from './createAnalyticsClient.js'
import type { AnalyticsEvent } from './TrackEvent.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const location = {
  href: 'https://dapp.example/swap?x=1',
  host: 'dapp.example',
  origin: 'https://dapp.example',
}
const connectSuccess: AnalyticsEvent = {
  event: 'CONNECT_SUCCESS',
  properties: { method: 'qrcode', name: 'MetaMask' },
}

/** One local server acting as both the wallet directory (config) and the analytics sink. */
async function setup(routes: TestRoutes, options: Partial<CreateAnalyticsClientParameters> = {}) {
  const started = await startTestServer({
    'GET /getAnalyticsConfig': { body: { isAnalyticsEnabled: true } },
    'POST /e': { status: 202 },
    ...routes,
  })
  server = started
  const directory = createWalletDirectoryClient({ projectId: 'test-project', baseUrl: started.url })
  const alerts: { code: AlertCode; parameters: Readonly<Record<string, string>> }[] = []
  const logged: string[] = []
  let ids = 0
  const analytics = createAnalyticsClient({
    projectId: 'test-project',
    baseUrl: started.url,
    getAnalyticsConfig: () => getAnalyticsConfig(directory),
    onAlert: (code, parameters) => void alerts.push({ code, parameters }),
    getAddress: () => '0xabc',
    getLocation: () => location,
    randomUUID: () => `event-${++ids}`,
    clock: { now: () => 1_700_000_000_000 },
    logger: { error: (message) => void logged.push(message) },
    ...options,
  })
  const sent = () => started.requests.filter((request) => request.path === '/e')
  return { analytics, alerts, logged, sent, requests: started.requests }
}

describe('createAnalyticsClient', () => {
  it('[EVT-001] sends events as POST /e with projectId, sdk type and sdk version', async () => {
    const { analytics, sent } = await setup({})
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(sent()).toHaveLength(1)
    expect(sent()[0]).toMatchObject({
      method: 'POST',
      query: { projectId: 'test-project', st: 'atrium', sv: 'react-1.7.0' },
    })
  })

  it('[EVT-002] the body has eventId, url, domain, timestamp and props with the event data and address', async () => {
    const { analytics, sent } = await setup({})
    analytics.track(connectSuccess)
    analytics.track({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } })
    await analytics.flush()
    expect(sent().map((request) => request.body)).toEqual([
      {
        eventId: 'event-1',
        url: 'https://dapp.example/swap?x=1',
        domain: 'dapp.example',
        timestamp: 1_700_000_000_000,
        props: {
          event: 'CONNECT_SUCCESS',
          properties: { method: 'qrcode', name: 'MetaMask' },
          address: '0xabc',
        },
      },
      expect.objectContaining({
        eventId: 'event-2',
        props: { event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' }, address: '0xabc' },
      }),
    ])
  })

  it('[EVT-002] event ids default to crypto.randomUUID, url and domain to the page (none in Node)', async () => {
    const { analytics, sent } = await setup({}, { randomUUID: undefined, getLocation: undefined })
    analytics.track(connectSuccess)
    await analytics.flush()
    const body = sent()[0]?.body as { eventId: string; url: string; domain: string }
    expect(body.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect({ url: body.url, domain: body.domain }).toEqual({ url: '', domain: '' })
  })

  it('[EVT-003] events are sent only while /getAnalyticsConfig says isAnalyticsEnabled; the config is fetched once', async () => {
    const { analytics, sent, requests } = await setup({
      'GET /getAnalyticsConfig': { body: { isAnalyticsEnabled: false } },
    })
    analytics.track(connectSuccess)
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(sent()).toEqual([])
    await expect(analytics.isEnabled()).resolves.toBe(false)
    expect(requests.filter((request) => request.path === '/getAnalyticsConfig')).toHaveLength(1)
  })

  it('[EVT-003] features.analytics false keeps analytics off without fetching the config (A-57)', async () => {
    const { analytics, requests } = await setup({}, { enabled: false })
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(requests).toEqual([])
  })

  it('[EVT-003] nothing is fetched before the first event', async () => {
    const { requests } = await setup({})
    expect(requests).toEqual([])
  })

  it('[EVT-004] a failed config fetch turns analytics off and no events are sent', async () => {
    const { analytics, sent } = await setup({ 'GET /getAnalyticsConfig': { status: 500 } })
    analytics.track(connectSuccess)
    await analytics.flush()
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(sent()).toEqual([])
    await expect(analytics.isEnabled()).resolves.toBe(false)
  })

  it('[EVT-004] a malformed config also turns analytics off', async () => {
    const { analytics, sent } = await setup({ 'GET /getAnalyticsConfig': { body: { enabled: true } } })
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(sent()).toEqual([])
  })

  it('[ERR-008] an HTTP 403 raises the Invalid App Configuration alert once and stops sending', async () => {
    const { analytics, alerts, sent, logged } = await setup({ 'POST /e': { status: 403 } })
    analytics.track(connectSuccess)
    analytics.track(connectSuccess)
    await analytics.flush()
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(alerts).toEqual([
      { code: 'ALERT_ORIGIN_NOT_ALLOWED', parameters: { origin: 'https://dapp.example' } },
    ])
    expect(sent()).toHaveLength(2)
    expect(logged).toEqual([])
  })

  it('another send failure is only logged, never thrown, and analytics stays on', async () => {
    let calls = 0
    const { analytics, logged, sent, alerts } = await setup({
      'POST /e': () => {
        calls += 1
        return { status: calls === 1 ? 500 : 202 }
      },
    })
    expect(() => analytics.track(connectSuccess)).not.toThrow()
    await analytics.flush()
    analytics.track(connectSuccess)
    await analytics.flush()
    expect(logged).toEqual(['Unable to send analytics event'])
    expect(sent()).toHaveLength(2)
    expect(alerts).toEqual([])
  })

  it('[API-030] the analytics base URL defaults to the documented one', () => {
    expect(DEFAULT_API_URLS.analytics).toBe('https://pulse.walletconnect.org')
  })

  it('[EVT-005] the event names are exactly the spec list plus the history-error event', () => {
    expect(EVENT_NAMES).toMatchInlineSnapshot(`
      [
        "CONNECT_SUCCESS",
        "DISCONNECT_SUCCESS",
        "DISCONNECT_ERROR",
        "SEND_INITIATED",
        "SEND_SUCCESS",
        "SEND_ERROR",
        "SWITCH_NETWORK",
        "SET_PREFERRED_ACCOUNT_TYPE",
        "SWAP_SUCCESS",
        "SWAP_ERROR",
        "SWAP_APPROVAL_ERROR",
        "SEARCH_WALLET",
        "ERROR_FETCH_TRANSACTIONS",
      ]
    `)
  })
})
