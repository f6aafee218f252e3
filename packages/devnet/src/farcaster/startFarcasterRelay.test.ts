import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FARCASTER_RELAY_KEY_HEADER } from './farcasterRelayProtocol.js'
import {
  DEVNET_FARCASTER_RELAY_KEY,
  type DevnetFarcasterRelay,
  FARCASTER_CHANNEL_TTL_MS,
  startFarcasterRelay,
} from './startFarcasterRelay.js'

const CHANNEL = { siweUri: 'http://127.0.0.1:8625/', domain: '127.0.0.1:8625' }
const SIGNED = {
  message: 'a SIWE message',
  signature: `0x${'ab'.repeat(65)}`,
  fid: 4021,
  username: 'ada',
  displayName: 'Ada',
  bio: 'hello',
  pfpUrl: 'https://example.com/ada.png',
}

describe('the devnet Farcaster Auth relay', () => {
  let relay: DevnetFarcasterRelay
  let clock = Date.now()

  beforeAll(async () => {
    relay = await startFarcasterRelay({ port: 0, now: () => clock })
  })
  afterAll(() => relay?.stop())

  const send = async (
    path: string,
    options: { body?: unknown; raw?: string; token?: string; key?: string | null } = {},
  ) => {
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    const response = await fetch(`${relay.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.key === null
          ? {}
          : { [FARCASTER_RELAY_KEY_HEADER]: options.key ?? DEVNET_FARCASTER_RELAY_KEY }),
      },
      ...(body === undefined ? {} : { body }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const open = async (request: Record<string, unknown> = CHANNEL) => {
    const created = await send('/v1/channel', { body: request, key: null })
    expect(created.status).toBe(201)
    return created.body as { channelToken: string; url: string; nonce: string }
  }

  test('a channel: created with its sign-in link, pending, completed by the client app, read once and closed', async () => {
    const { channelToken, url, nonce, ...rest } = await open({ ...CHANNEL, nonce: 'abcdef0123456789' })
    expect(channelToken).toMatch(/^[2-9A-HJ-NP-Z]{32}$/)
    expect(nonce).toBe('abcdef0123456789')
    expect(rest).toEqual({ connectUri: url })
    const link = new URL(url)
    expect(`${link.origin}${link.pathname}`).toBe(`${relay.url}/~/siwf`)
    expect(Object.fromEntries(link.searchParams)).toEqual({ channelToken, nonce, ...CHANNEL })

    const pending = await send('/v1/channel/status', { token: channelToken })
    expect(pending.status).toBe(202)
    expect(pending.body).toMatchObject({
      state: 'pending',
      nonce,
      signatureParams: { ...CHANNEL, nonce },
      acceptAuthAddress: true,
      metadata: { ip: expect.stringMatching(/127\.0\.0\.1/) },
    })
    expect(pending.body).not.toHaveProperty('url')

    const answered = await send('/v1/channel/authenticate', { token: channelToken, body: SIGNED })
    expect(answered).toMatchObject({ status: 201, body: { state: 'completed', ...SIGNED } })

    const completed = await send('/v1/channel/status', { token: channelToken })
    expect(completed.status).toBe(200)
    expect(completed.body).toMatchObject({
      state: 'completed',
      nonce,
      authMethod: 'custody',
      verifications: [],
      ...SIGNED,
    })
    expect(await send('/v1/channel/status', { token: channelToken })).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    })
  })

  test('a nonce is made when the app gives none; every channel has its own token', async () => {
    const [first, second] = await Promise.all([open(), open()])
    expect(first?.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(first?.channelToken).not.toBe(second?.channelToken)
  })

  test('a channel answers once: a second authenticate is refused and the first answer stays', async () => {
    const { channelToken } = await open()
    expect((await send('/v1/channel/authenticate', { token: channelToken, body: SIGNED })).status).toBe(201)
    const swapped = await send('/v1/channel/authenticate', {
      token: channelToken,
      body: { ...SIGNED, fid: 1 },
    })
    expect(swapped.status).toBe(409)
    expect((await send('/v1/channel/status', { token: channelToken })).body.fid).toBe(SIGNED.fid)
  })

  test('without the relay key, or with a wrong, missing or unknown channel token: 401', async () => {
    const { channelToken } = await open()
    const refusals = await Promise.all([
      send('/v1/channel/authenticate', { token: channelToken, body: SIGNED, key: null }),
      send('/v1/channel/authenticate', { token: channelToken, body: SIGNED, key: 'guess' }),
      send('/v1/channel/authenticate', { token: 'UNKNOWNTOKEN', body: SIGNED }),
      send('/v1/channel/authenticate', { body: SIGNED }),
      send('/v1/channel/status', { token: `${channelToken}x` }),
      send('/v1/channel/status'),
    ])
    expect(refusals.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 401])
    expect((await send('/v1/channel/status', { token: channelToken })).status).toBe(202)
  })

  test('hostile bodies are refused with a validation error and change nothing', async () => {
    const refusedCreates = [
      { raw: '{not json' },
      { body: [] },
      { body: { domain: CHANNEL.domain } },
      { body: { ...CHANNEL, domain: 'evil.example/path' } },
      { body: { ...CHANNEL, siweUri: 'javascript:alert(1)' } },
      { body: { ...CHANNEL, nonce: 'short' } },
      { body: { ...CHANNEL, expirationTime: 'tomorrow' } },
      { body: { ...CHANNEL, __proto__: { admin: true }, extra: 1 } },
      { raw: `{"siweUri":"http://a.example/","domain":"a.example","constructor":{"prototype":{"x":1}}}` },
    ]
    for (const request of refusedCreates) {
      const refused = await send('/v1/channel', { ...request, key: null })
      expect(refused.status, JSON.stringify(request)).toBe(400)
      expect(refused.body.error).toBe('Validation error')
    }
    const { channelToken } = await open()
    const refusedAnswers = [
      { raw: 'null' },
      { body: { ...SIGNED, signature: '0x1234' } },
      { body: { ...SIGNED, fid: -1 } },
      { body: { ...SIGNED, fid: '4021' } },
      { body: { ...SIGNED, username: 'Not A Name' } },
      { body: { ...SIGNED, pfpUrl: 'file:///etc/passwd' } },
      { body: { ...SIGNED, authMethod: 'root' } },
      { body: { ...SIGNED, custody: '0x0000000000000000000000000000000000000001' } },
    ]
    for (const request of refusedAnswers) {
      const refused = await send('/v1/channel/authenticate', { ...request, token: channelToken })
      expect(refused.status, JSON.stringify(request)).toBe(400)
    }
    expect((await send('/v1/channel/status', { token: channelToken })).body.state).toBe('pending')
  })

  test('a body over the size bound is refused with 413', async () => {
    const { channelToken } = await open()
    const huge = await send('/v1/channel/authenticate', {
      token: channelToken,
      body: { ...SIGNED, message: 'x'.repeat(64 * 1024) },
    })
    expect(huge.status).toBe(413)
  })

  test('a channel expires after its lifetime: status and authenticate then answer 401, and it is dropped', async () => {
    const { channelToken } = await open()
    const before = relay.channelCount()
    clock += FARCASTER_CHANNEL_TTL_MS - 1
    expect((await send('/v1/channel/status', { token: channelToken })).status).toBe(202)
    clock += 1
    expect((await send('/v1/channel/authenticate', { token: channelToken, body: SIGNED })).status).toBe(401)
    expect((await send('/v1/channel/status', { token: channelToken })).status).toBe(401)
    expect(relay.channelCount()).toBeLessThan(before)
  })
})
