import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { EMBEDDED_SOCIAL_PROVIDERS, type EmbeddedSocialProvider } from '@atrium/common'
import type Provider from 'oidc-provider'
import { OIDC_SERVICE_NAME } from '../getDevnetServices.js'
import { listenOnPort } from '../network/listenOnPort.js'
import { refuseTunnelRequests } from '../network/refuseTunnelRequests.js'
import { DEVNET_HOST } from '../ports.js'
import { type DevLogin, devLoginSchema, devSubject, readForm, renderDevLoginPage } from './devLoginPage.js'

/** The client secret of every devnet client. Public: it protects nothing, never use it elsewhere. */
export const DEVNET_OIDC_CLIENT_SECRET = 'atrium-devnet-oidc-client-secret-public-dev-only'

/** The devnet's client id at the local `provider`. */
export const devnetOidcClientId = (provider: EmbeddedSocialProvider) => `atrium-devnet-${provider}`

/** What a relying party needs to use one of the local providers, as it would for the real one. */
export type DevnetOidcIssuer = {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
}

/** The running local provider: one OpenID Connect issuer per social provider, at `<url>/<provider>`. */
export type DevnetOidc = {
  /** Base URL, e.g. `http://127.0.0.1:8629`. */
  readonly url: string
  readonly port: number
  readonly issuers: Readonly<Record<EmbeddedSocialProvider, DevnetOidcIssuer>>
  stop(): Promise<void>
}

type Account = DevLogin & { provider: EmbeddedSocialProvider }

type ProviderEntry = {
  provider: Provider
  name: EmbeddedSocialProvider
  handle: ReturnType<Provider['callback']>
}

/**
 * `oidc-provider`, imported when a provider starts: on import it warns about Node releases before
 * 22, which would otherwise reach the stderr of every devnet command, even one that fails on its
 * arguments before starting anything.
 */
type OidcModule = typeof import('oidc-provider')

/** Asks for the dev login on every authorization, so each sign-in shows the page a test fills. */
function devLoginEveryTime({ interactionPolicy }: OidcModule) {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'dev_login',
        'The devnet provider asks who signs in every time',
        (context) =>
          context.oidc.result?.login === undefined
            ? interactionPolicy.Check.REQUEST_PROMPT
            : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    )
  return policy
}

/**
 * Starts a local OpenID Connect provider (npm `oidc-provider`) that plays each social provider of
 * the embedded login (google, github, apple, facebook, x, discord): one issuer per provider at
 * `<url>/<provider>`, each with one confidential client (`devnetOidcClientId(provider)`,
 * `DEVNET_OIDC_CLIENT_SECRET`) allowed the `redirectUris`, the authorization code flow with PKCE
 * (S256) required, and a dev login page (a login name and an optional email) instead of a password.
 * The subject is stable per provider and login; the id token carries `email` (verified),
 * `name` and `preferred_username`. `redirectUris` may resolve after the server listens, for a
 * relying party whose URL is known only once it started.
 */
export async function startDevnetOidc(parameters: {
  port: number
  redirectUris: readonly string[] | Promise<readonly string[]>
}): Promise<DevnetOidc> {
  const server = createServer()
  refuseTunnelRequests(server, { allow: 'GET, POST' })
  await listenOnPort(server, { port: parameters.port, host: DEVNET_HOST, service: OIDC_SERVICE_NAME })
  const { port } = server.address() as AddressInfo
  const url = `http://${DEVNET_HOST}:${port}`
  const issuers = Object.fromEntries(
    EMBEDDED_SOCIAL_PROVIDERS.map((provider) => [
      provider,
      {
        issuer: `${url}/${provider}`,
        clientId: devnetOidcClientId(provider),
        clientSecret: DEVNET_OIDC_CLIENT_SECRET,
      },
    ]),
  ) as Record<EmbeddedSocialProvider, DevnetOidcIssuer>
  const accounts = new Map<string, Account>()
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const cookieKey = `atrium-devnet-oidc-cookies-${port}`

  const oidc = await import('oidc-provider')
  const providers = Promise.resolve(parameters.redirectUris).then((redirectUris) => {
    const byName = new Map<string, ProviderEntry>()
    for (const name of EMBEDDED_SOCIAL_PROVIDERS) {
      const { issuer, clientId, clientSecret } = issuers[name]
      const provider = new oidc.default(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [...redirectUris],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        pkce: { required: () => true },
        // The code flow's id token carries the scopes' claims, as Google's does.
        conformIdTokenClaims: false,
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'preferred_username'],
        },
        findAccount: (_context, sub) => {
          const account = accounts.get(`${name}\n${sub}`)
          if (account === undefined) return undefined
          return {
            accountId: sub,
            claims: () => ({
              sub,
              name: account.login,
              preferred_username: account.login,
              ...(account.email === undefined ? {} : { email: account.email, email_verified: true }),
            }),
          }
        },
        interactions: {
          url: (_context, interaction) => `/${name}/interaction/${interaction.uid}`,
          policy: devLoginEveryTime(oidc),
        },
        features: { devInteractions: { enabled: false } },
        // A sign-in takes seconds in devnet: every artefact lives ten minutes at most.
        ttl: {
          AuthorizationCode: 60,
          Interaction: 600,
          Session: 600,
          Grant: 600,
          AccessToken: 600,
          IdToken: 600,
        },
        cookies: { keys: [cookieKey] },
        jwks: { keys: [{ ...signingKey, kid: 'devnet', use: 'sig' }] },
      })
      byName.set(name, { provider, name, handle: provider.callback() })
    }
    return byName
  })

  const answerInteraction = async (
    entry: ProviderEntry,
    uid: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    const { provider, name } = entry
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== uid) throw new Error('The interaction is not the one of this page')
    const clientId = String(details.params.client_id)
    const page = (status: number, error?: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        renderDevLoginPage({ provider: name, action: `/${name}/interaction/${uid}`, clientId, error }),
      )
    }
    if (request.method === 'GET') return page(200)
    const form = devLoginSchema.safeParse(await readForm(request))
    if (!form.success) return page(400, form.error.issues[0]?.message)
    const sub = devSubject(name, form.data.login)
    accounts.set(`${name}\n${sub}`, { ...form.data, provider: name })
    const grant = new provider.Grant({ accountId: sub, clientId })
    grant.addOIDCScope(String(details.params.scope))
    const grantId = await grant.save()
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/'
    const [, name = '', ...rest] = path.split('/')
    providers
      .then(async (byName) => {
        const entry = byName.get(name)
        if (entry === undefined) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
          return
        }
        const interaction = /^interaction\/([\w-]{1,64})$/.exec(rest.join('/').split('?')[0] ?? '')
        if (interaction?.[1] !== undefined && (request.method === 'GET' || request.method === 'POST')) {
          await answerInteraction(entry, interaction[1], request, response)
          return
        }
        // Mounted under `/<provider>` as Express would mount it: the provider reads its prefix from these.
        Object.assign(request, { originalUrl: path, url: path.slice(name.length + 1) || '/' })
        entry.handle(request, response)
      })
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy()
        response
          .writeHead(400, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? error.message : 'The request failed')
      })
  })

  let stopping: Promise<void> | undefined
  return {
    url,
    port,
    issuers,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return stopping
    },
  }
}
