import {
  DEVNET_AUTH_ALLOWED_ORIGINS,
  type DevnetAuth,
  getFreePort,
  type StartAnvilReturnType,
  startAnvil,
  startDevnetAuth,
} from '@atrium/devnet'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFarcasterTestClient } from './createFarcasterTestClient.js'

const [TEST_APP_ORIGIN, OTHER_APP_ORIGIN] = DEVNET_AUTH_ALLOWED_ORIGINS

describe('Sign In With Farcaster through the dev auth service, its relay and the test Farcaster client', () => {
  let auth: DevnetAuth
  let chain: StartAnvilReturnType

  /** Calls the auth service as the frame page does, for the dApp origin `appOrigin`. */
  const call = async (path: string, options: { body?: unknown; token?: string; appOrigin?: string } = {}) => {
    const response = await fetch(`${auth.service.url}${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        'x-atrium-app-origin': options.appOrigin ?? TEST_APP_ORIGIN,
        'content-type': 'application/json',
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  // The embedded PostgreSQL compiles on open: seconds on a loaded machine.
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 10, port: await getFreePort() })
    auth = await startDevnetAuth({
      port: 0,
      smtpPort: 0,
      mailboxPort: 0,
      evm: [{ chainId: 10, rpcUrl: chain.rpcUrl }],
    })
  }, 120_000)
  afterAll(() => Promise.all([auth?.stop(), chain?.stop()]))

  const farcasterUser = (fid: number, options: { custodyKey?: `0x${string}` } = {}) =>
    createFarcasterTestClient({
      relayUrl: auth.farcaster.relay.url,
      rpcUrl: auth.farcaster.rpcUrl ?? '',
      fid,
      username: `fc-${fid}`,
      displayName: `Farcaster ${fid}`,
      ...options,
    })

  /** Starts a sign-in as the frame page does: the id it keeps and the link the user opens. */
  const start = async (appOrigin: string = TEST_APP_ORIGIN) => {
    const started = await call('/v1/farcaster/start', { body: {}, appOrigin })
    expect(started.status).toBe(200)
    return started.body as { id: string; url: string }
  }

  test('sign-in: the link carries the service domain and a nonce, the custody signature opens a session whose user has an embedded address; the same fid again is the same user', async () => {
    const farcaster = farcasterUser(7001)
    await farcaster.register()
    const { id, url } = await start()
    const link = new URL(url)
    expect(link.searchParams.get('domain')).toBe(new URL(auth.service.url).host)
    expect(link.searchParams.get('nonce')).toMatch(/^[a-zA-Z0-9]{8,}$/)
    await farcaster.signIn({ url })

    const finished = await call('/v1/farcaster/finish', { body: { id } })
    expect(finished.status).toBe(200)
    const { token, user } = finished.body as { token: string; user: { address: string; userName: string } }
    expect(finished.body).toMatchObject({ state: 'completed', user: { email: null, userName: 'fc-7001' } })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const current = await call('/v1/user', { token })
    expect(current.body).toMatchObject({ user: { address: user.address, userName: 'fc-7001' } })

    const again = await start()
    await farcaster.signIn({ url: again.url })
    const second = await call('/v1/farcaster/finish', { body: { id: again.id } })
    expect(second.body).toMatchObject({ state: 'completed', user: { address: user.address } })
    expect((second.body as { token: string }).token).not.toBe(token)
  })

  test('while the user has not signed, finish answers pending (after its wait) and the sign-in stays open for the next ask', async () => {
    const farcaster = farcasterUser(7006)
    await farcaster.register()
    const { id, url } = await start()
    expect(await call('/v1/farcaster/finish', { body: { id } })).toEqual({
      status: 200,
      body: { state: 'pending' },
    })
    await farcaster.signIn({ url })
    expect((await call('/v1/farcaster/finish', { body: { id } })).body).toMatchObject({
      state: 'completed',
      user: { userName: 'fc-7006' },
    })
  }, 60_000)

  test('a sign-in is used once and only for the dApp origin it was started for', async () => {
    const farcaster = farcasterUser(7002)
    await farcaster.register()
    const other = await start(OTHER_APP_ORIGIN)
    await farcaster.signIn({ url: other.url })
    const crossOrigin = await call('/v1/farcaster/finish', { body: { id: other.id } })
    expect(crossOrigin).toMatchObject({
      status: 400,
      body: { error: { code: 'AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID' } },
    })
    const done = await call('/v1/farcaster/finish', { body: { id: other.id }, appOrigin: OTHER_APP_ORIGIN })
    expect(done.body).toMatchObject({ state: 'completed' })
    const replay = await call('/v1/farcaster/finish', { body: { id: other.id }, appOrigin: OTHER_APP_ORIGIN })
    expect(replay.body).toMatchObject({ error: { code: 'AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID' } })
    const unknown = await call('/v1/farcaster/finish', { body: { id: 'x'.repeat(43) } })
    expect(unknown.body).toMatchObject({ error: { code: 'AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID' } })
  })

  test('a message signed by a key that is not the fid custody, or for an unregistered fid, is refused as not signed by the account', async () => {
    const owner = farcasterUser(7003)
    await owner.register()
    const forged = await start()
    await owner.signIn({ url: forged.url, signingKey: generatePrivateKey() })
    expect(await call('/v1/farcaster/finish', { body: { id: forged.id } })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'AUTH_SERVICE_FARCASTER_SIGNER_INVALID',
          message: 'This Farcaster sign-in was not signed by the account it names. Start again',
        },
      },
    })

    const unregistered = farcasterUser(7004)
    const started = await start()
    await unregistered.signIn({ url: started.url })
    expect((await call('/v1/farcaster/finish', { body: { id: started.id } })).body).toMatchObject({
      error: { code: 'AUTH_SERVICE_FARCASTER_SIGNER_INVALID' },
    })
  })

  test('a message for another nonce or another domain is refused as not made for this app, with the reason', async () => {
    const farcaster = farcasterUser(7005)
    await farcaster.register()
    for (const [change, reason] of [
      [{ nonce: 'replayedNonce123' }, 'nonce'],
      [{ domain: 'phishing.example' }, 'domain'],
    ] as const) {
      const { id, url } = await start()
      await farcaster.signIn({ url, ...change })
      expect(await call('/v1/farcaster/finish', { body: { id } })).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'AUTH_SERVICE_FARCASTER_MESSAGE_INVALID',
            message: 'This Farcaster sign-in was not made for this app. Start again',
            reason,
          },
        },
      })
    }
  })

  test('hostile finish bodies are refused before the relay is asked', async () => {
    for (const body of [{}, { id: 1 }, { id: '../../etc/passwd' }, { id: 'a'.repeat(5000) }]) {
      expect((await call('/v1/farcaster/finish', { body })).body).toMatchObject({
        error: { code: 'AUTH_SERVICE_INVALID_REQUEST' },
      })
    }
  })
})
