import { SOCIAL_CALLBACK_PATH, SOCIAL_STATE_TTL_MS } from '@atrium/auth-service'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthClient, TEST_APP_ORIGIN } from '../auth/authClient.test-helper.js'
import { DEVNET_AUTH_ALLOWED_ORIGINS, type DevnetAuth, startDevnetAuth } from '../auth/startDevnetAuth.js'
import { useTestDatabases } from '../auth/testDatabases.test-helper.js'
import { loginAtDevProvider } from './devLoginBrowser.test-helper.js'
import { devnetOidcClientId } from './startDevnetOidc.js'

const OTHER_APP_ORIGIN = DEVNET_AUTH_ALLOWED_ORIGINS[1]
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const { databases } = useTestDatabases()

describe.each(databases)(
  'social sign-in against the devnet OpenID Connect provider on $database',
  ({ open }) => {
    let auth: DevnetAuth
    let clock = Date.now()
    const { call } = createAuthClient({ url: () => auth.service.url, mailboxUrl: () => auth.mailSink.url })

    const start = async (provider: string, appOrigin: string = TEST_APP_ORIGIN) => {
      const started = await call('/v1/social/start', { body: { provider }, appOrigin })
      if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.text}`)
      return new URL((started.body as { uri: string }).uri)
    }
    const finish = (uri: URL | string, appOrigin: string = TEST_APP_ORIGIN) =>
      call('/v1/social/finish', { body: { uri: String(uri) }, appOrigin })
    /** A whole sign-in: start, the dev login page, the landing on the dApp, finish. */
    const signIn = async (provider: string, login: string, options: { email?: string } = {}) => {
      const uri = await start(provider)
      const landed = await loginAtDevProvider({
        uri: uri.href,
        appOrigin: TEST_APP_ORIGIN,
        login,
        ...options,
      })
      const finished = await finish(landed)
      if (finished.status !== 200) throw new Error(`finish answered ${finished.status}: ${finished.text}`)
      return finished.body as {
        token: string
        user: { address: string; email: string | null; userName?: string }
      }
    }
    const refusal = (code: string) => ({
      status: expect.any(Number),
      body: { error: expect.objectContaining({ code }) },
    })

    beforeAll(async () => {
      auth = await startDevnetAuth({
        port: 0,
        smtpPort: 0,
        mailboxPort: 0,
        evm: [],
        now: () => new Date(clock),
        databaseUrl: await open(),
      })
    }, 120_000)
    afterAll(() => auth?.stop())

    test('the authorization URL asks the configured provider for a code with PKCE S256, a state and a nonce', async () => {
      const uri = await start('google')
      expect(uri.origin + uri.pathname).toBe(`${auth.oidc.issuers.google.issuer}/auth`)
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: devnetOidcClientId('google'),
        redirect_uri: `${auth.service.url}${SOCIAL_CALLBACK_PATH}`,
        code_challenge_method: 'S256',
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        state: expect.stringMatching(/^[\w-]{43}$/),
        nonce: expect.stringMatching(/^[\w-]{43}$/),
      })
      expect(uri.searchParams.get('scope')?.split(' ')).toContain('openid')
    })

    test('the code flow gives a session and a wallet; the same login gives the same user, another login or provider another', async () => {
      const first = await signIn('google', 'ada')
      expect(first.user).toMatchObject({
        email: null,
        userName: 'ada',
        address: expect.stringMatching(ADDRESS),
      })
      expect(await call('/v1/user', { token: first.token })).toMatchObject({
        status: 200,
        body: { user: first.user },
      })
      // The session is bound to the dApp origin it was opened for.
      expect(await call('/v1/user', { token: first.token, appOrigin: OTHER_APP_ORIGIN })).toMatchObject({
        status: 401,
      })

      const again = await signIn('google', 'ada')
      expect(again.user.address).toBe(first.user.address)
      expect(again.token).not.toBe(first.token)

      const otherLogin = await signIn('google', 'bob')
      const otherProvider = await signIn('github', 'ada')
      expect(new Set([first.user.address, otherLogin.user.address, otherProvider.user.address]).size).toBe(3)
    })

    test("the provider's verified email is kept, and an email user's account is not taken over through it", async () => {
      const social = await signIn('discord', 'eve', { email: 'Eve@Example.com' })
      expect(social.user).toMatchObject({ email: 'eve@example.com', userName: 'eve' })
      const sameEmail = await signIn('x', 'eve-at-x', { email: 'eve@example.com' })
      expect(sameEmail.user.address).not.toBe(social.user.address)
      expect(sameEmail.user.email).toBeNull()
    })

    test('the callback redirects only to the allowed dApp origin the sign-in was started for', async () => {
      const uri = await start('apple', OTHER_APP_ORIGIN)
      const landed = await loginAtDevProvider({ uri: uri.href, appOrigin: OTHER_APP_ORIGIN, login: 'ada' })
      expect(landed.origin).toBe(OTHER_APP_ORIGIN)
      expect([...landed.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state'])

      // An unknown state is not redirected anywhere, whatever the query names.
      const forged = new URL(`${auth.service.url}${SOCIAL_CALLBACK_PATH}`)
      forged.search = new URLSearchParams({
        code: 'x',
        state: 'A'.repeat(43),
        redirect_uri: 'https://evil.example',
      }).toString()
      const response = await fetch(forged, { redirect: 'manual' })
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toBe('This sign-in is not valid any more. Start again')

      // A page of an unlisted origin cannot start one.
      expect(
        await call('/v1/social/start', { body: { provider: 'google' }, appOrigin: 'https://evil.example' }),
      ).toMatchObject({
        status: 403,
        body: { error: { code: 'ALERT_ORIGIN_NOT_ALLOWED' } },
      })

      // Finished from another allowed dApp than it was started for: refused, and the state is spent.
      expect(await finish(landed, TEST_APP_ORIGIN)).toMatchObject(
        refusal('AUTH_SERVICE_SOCIAL_ORIGIN_MISMATCH'),
      )
      const relabelled = new URL(landed.search, TEST_APP_ORIGIN)
      expect(await finish(relabelled, TEST_APP_ORIGIN)).toMatchObject(
        refusal('AUTH_SERVICE_SOCIAL_ORIGIN_MISMATCH'),
      )
      expect(await finish(landed, OTHER_APP_ORIGIN)).toMatchObject(
        refusal('AUTH_SERVICE_SOCIAL_STATE_INVALID'),
      )
    })

    test('a wrong state, a replayed state and an expired state are refused', async () => {
      const landed = await loginAtDevProvider({
        uri: (await start('google')).href,
        appOrigin: TEST_APP_ORIGIN,
        login: 'ada',
      })
      const wrongState = new URL(landed)
      wrongState.searchParams.set('state', 'B'.repeat(43))
      expect(await finish(wrongState)).toMatchObject({
        status: 400,
        body: { error: { code: 'AUTH_SERVICE_SOCIAL_STATE_INVALID' } },
      })
      const noState = new URL(landed)
      noState.searchParams.delete('state')
      expect(await finish(noState)).toMatchObject(refusal('AUTH_SERVICE_SOCIAL_STATE_INVALID'))

      expect(await finish(landed)).toMatchObject({ status: 200 })
      expect(await finish(landed)).toMatchObject({
        status: 400,
        body: { error: { code: 'AUTH_SERVICE_SOCIAL_STATE_INVALID' } },
      })

      const late = await loginAtDevProvider({
        uri: (await start('google')).href,
        appOrigin: TEST_APP_ORIGIN,
        login: 'ada',
      })
      clock += SOCIAL_STATE_TTL_MS + 1000
      try {
        expect(await finish(late)).toMatchObject({
          status: 400,
          body: {
            error: {
              code: 'AUTH_SERVICE_SOCIAL_STATE_EXPIRED',
              message: 'This sign-in took too long. Start again',
            },
          },
        })
      } finally {
        clock = Date.now()
      }
    })

    test("a code issued to another provider's client, and an id token for another nonce, sign no one in", async () => {
      const google = await loginAtDevProvider({
        uri: (await start('google')).href,
        appOrigin: TEST_APP_ORIGIN,
        login: 'ada',
      })
      const github = await start('github')
      const crossed = new URL('/', TEST_APP_ORIGIN)
      crossed.search = new URLSearchParams({
        code: google.searchParams.get('code') ?? '',
        state: github.searchParams.get('state') ?? '',
        iss: auth.oidc.issuers.github.issuer,
      }).toString()
      expect(await finish(crossed)).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'AUTH_SERVICE_SOCIAL_LOGIN_FAILED',
            message: 'The sign-in with github failed. Try again',
          },
        },
      })

      // The provider signs an id token for the nonce it was sent: one the service did not make is refused.
      const tampered = await start('google')
      tampered.searchParams.set('nonce', 'C'.repeat(43))
      const landed = await loginAtDevProvider({
        uri: tampered.href,
        appOrigin: TEST_APP_ORIGIN,
        login: 'mallory',
      })
      expect(await finish(landed)).toMatchObject(refusal('AUTH_SERVICE_SOCIAL_LOGIN_FAILED'))
    })

    test('the provider refuses an authorization without PKCE; the error reaches the dApp and signs no one in', async () => {
      const uri = await start('facebook')
      uri.searchParams.delete('code_challenge')
      uri.searchParams.delete('code_challenge_method')
      const landed = await loginAtDevProvider({ uri: uri.href, appOrigin: TEST_APP_ORIGIN, login: 'ada' })
      expect(landed.searchParams.get('error')).toBe('invalid_request')
      expect(landed.searchParams.has('code')).toBe(false)
      expect(await finish(landed)).toMatchObject(refusal('AUTH_SERVICE_SOCIAL_LOGIN_FAILED'))
    })

    test('an unknown provider is refused', async () => {
      expect(await call('/v1/social/start', { body: { provider: 'myspace' } })).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'AUTH_SERVICE_SOCIAL_PROVIDER_UNAVAILABLE',
            message: 'Sign-in with myspace is not available for this app',
          },
        },
      })
    })
  },
)
