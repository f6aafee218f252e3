import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AuthService,
  readAuthServiceConfig,
  SOCIAL_CALLBACK_PATH,
  socialProviderEnv,
  startAuthService,
} from '@atrium/auth-service'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthClient, TEST_APP_ORIGIN } from '../auth/authClient.test-helper.js'
import { DEVNET_HOST } from '../ports.js'
import { loginAtDevProvider } from './devLoginBrowser.test-helper.js'
import {
  DEVNET_OIDC_CLIENT_SECRET,
  type DevnetOidc,
  devnetOidcClientId,
  startDevnetOidc,
} from './startDevnetOidc.js'

/**
 * A man in the middle between the service and the provider (a compromised proxy, a hijacked DNS
 * name): it serves the provider's discovery document, keys and token endpoint under its own issuer
 * URL and, when `tamper` is on, rewrites the id token's `iss` to its own, keeping the provider's
 * signature. Every claim then checks out; only the signature does not.
 */
let oidc: DevnetOidc
let service: AuthService
let proxy: { url: string; close: () => Promise<void> }
const refusals: string[] = []
const { call } = createAuthClient({ url: () => service.url, mailboxUrl: () => '' })

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

async function startTamperingProxy(upstream: () => string) {
  const server = createServer(async (request, response) => {
    const proxyIssuer = `http://${DEVNET_HOST}:${(server.address() as AddressInfo).port}/google`
    const realIssuer = `${upstream()}/google`
    const path = request.url ?? '/'
    const body = request.method === 'POST' ? await readBody(request) : undefined
    const answer = await fetch(`${upstream()}${path}`, {
      method: request.method ?? 'GET',
      headers: Object.fromEntries(
        ['content-type', 'authorization', 'accept']
          .map((name) => [name, request.headers[name]])
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      ...(body === undefined ? {} : { body }),
    })
    let text = await answer.text()
    if (path.endsWith('/.well-known/openid-configuration')) {
      const document = JSON.parse(text) as Record<string, unknown>
      for (const key of ['issuer', 'token_endpoint', 'jwks_uri']) {
        document[key] = String(document[key]).replace(realIssuer, proxyIssuer)
      }
      text = JSON.stringify(document)
    }
    if (path.endsWith('/token') && answer.ok) {
      const tokens = JSON.parse(text) as { id_token: string }
      const [header, payload, signature] = tokens.id_token.split('.')
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { iss: string }
      claims.iss = proxyIssuer
      tokens.id_token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join(
        '.',
      )
      text = JSON.stringify(tokens)
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
    response.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, DEVNET_HOST, resolve))
  return {
    url: `http://${DEVNET_HOST}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

beforeAll(async () => {
  let resolveCallback: (uris: readonly string[]) => void = () => undefined
  oidc = await startDevnetOidc({
    port: 0,
    redirectUris: new Promise((resolve) => {
      resolveCallback = resolve
    }),
  })
  proxy = await startTamperingProxy(() => oidc.url)
  const google = socialProviderEnv('google')
  service = await startAuthService({
    // Configured from the environment, as a deployment is.
    config: readAuthServiceConfig({
      argv: [],
      env: {
        ATRIUM_AUTH_SECRET: 's'.repeat(40),
        ATRIUM_AUTH_DATABASE_URL: 'memory://',
        ATRIUM_AUTH_SMTP_URL: `smtp://${DEVNET_HOST}:9`,
        ATRIUM_AUTH_ALLOWED_ORIGINS: TEST_APP_ORIGIN,
        ATRIUM_AUTH_PORT: '0',
        [google.issuer]: `${proxy.url}/google`,
        [google.clientId]: devnetOidcClientId('google'),
        [google.clientSecret]: DEVNET_OIDC_CLIENT_SECRET,
      },
    }),
    log: (event, fields) => {
      if (event === 'social_refused') refusals.push(String(fields?.reason))
    },
  })
  resolveCallback([`${service.url}${SOCIAL_CALLBACK_PATH}`])
}, 120_000)
afterAll(async () => {
  await Promise.all([service?.stop(), oidc?.stop(), proxy?.close()])
})

test('an id token whose claims were rewritten after the provider signed it is refused at its signature', async () => {
  const started = await call('/v1/social/start', { body: { provider: 'google' } })
  const uri = (started.body as { uri: string }).uri
  const landed = await loginAtDevProvider({ uri, appOrigin: TEST_APP_ORIGIN, login: 'mallory' })
  // The authorization response names the issuer too (RFC 9207): the proxy's, as the attacker would.
  landed.searchParams.set('iss', `${proxy.url}/google`)
  expect(await call('/v1/social/finish', { body: { uri: landed.href } })).toMatchObject({
    status: 400,
    body: { error: { code: 'AUTH_SERVICE_SOCIAL_LOGIN_FAILED' } },
  })
  // Every claim checked out (issuer, audience, nonce, times): the signature is what refused it.
  expect(refusals).toEqual(['JWT signature verification failed'])
})
