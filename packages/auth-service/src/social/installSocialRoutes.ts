import { EMBEDDED_SOCIAL_PROVIDERS, type EmbeddedSocialProvider } from '@atrium/common'
import type { Hono } from 'hono'
import * as openid from 'openid-client'
import { z } from 'zod'
import type { AuthStore } from '../app/authStore.js'
import type { AuthServiceLog } from '../app/createAuthApp.js'
import { readBody } from '../app/readBody.js'
import { signInWithIdentity } from '../app/signInWithIdentity.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'
import type { SocialProvidersConfig } from './socialProvidersConfig.js'

/** Path of the redirect URI registered at every provider: `<public URL>/social/callback`. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'
/** Scopes asked of every provider: the subject, the (verified) email and a display name. */
const SOCIAL_SCOPE = 'openid email profile'
/** Seconds a provider gets to answer discovery, the token request or its keys. */
const PROVIDER_TIMEOUT_SECONDS = 10
/** Callback parameters relayed to the dApp: the OAuth 2 response's, nothing else. */
const RELAYED_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description'] as const
const MAX_PARAMETER_LENGTH = 2048
/** OpenID Connect's bound on `sub`. */
const MAX_SUBJECT_LENGTH = 255

const stateSchema = z.string().regex(/^[\w-]{16,128}$/)
const emailSchema = z.email().max(254)

type SocialEnv = { Variables: { appOrigin: string } }

/** The state of a callback URL, or `AUTH_SERVICE_SOCIAL_STATE_INVALID` when it has none that could be ours. */
const readState = (url: URL) => {
  const state = stateSchema.safeParse(url.searchParams.get('state'))
  if (!state.success) throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_STATE_INVALID')
  return state.data
}

/** The name and verified email an id token's claims give, bounded; an unverified email is dropped. */
const identityClaims = (claims: openid.IDToken) => {
  const email = claims.email_verified === true ? emailSchema.safeParse(claims.email) : undefined
  const name = [claims.preferred_username, claims.name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return {
    ...(email?.success === true ? { email: email.data.toLowerCase() } : {}),
    ...(name === undefined ? {} : { userName: name.trim().slice(0, 256) }),
  }
}

/**
 * Social sign-in with OpenID Connect's authorization code flow and PKCE (npm `openid-client`):
 *
 * - `POST /v1/social/start {provider}` → `{ uri }`: the provider's authorization URL with a PKCE
 *   S256 challenge, a state and a nonce; the verifier, state (hashed) and nonce stay in the database
 *   with the dApp origin, for `SOCIAL_STATE_TTL_MS`, usable once.
 * - `GET /social/callback` (the redirect URI registered at the provider) → 302 to the dApp origin
 *   the state was made for (`<origin>/?code=…&state=…&iss=…`), so the popup lands on a page the
 *   opener can read (docs/DECISIONS.md, social sign-in).
 * - `POST /v1/social/finish {uri}` → `{ token, user }`: the URL the popup landed on, on the calling
 *   dApp's origin; the state is consumed, the code exchanged, the id token's issuer, audience,
 *   signature and nonce checked, and its (provider, subject) signed in.
 */
export function installSocialRoutes(
  app: Hono<SocialEnv>,
  parameters: {
    providers: SocialProvidersConfig
    allowedOrigins: readonly string[]
    publicUrl: () => string
    store: AuthStore
    log: AuthServiceLog
  },
): void {
  const { providers, allowedOrigins, store, log } = parameters
  const redirectUri = () => `${parameters.publicUrl()}${SOCIAL_CALLBACK_PATH}`
  const configurations = new Map<EmbeddedSocialProvider, Promise<openid.Configuration>>()

  /** The provider's client, from its discovery document, read once (again after a failure). */
  const configurationOf = (provider: EmbeddedSocialProvider): Promise<openid.Configuration> => {
    const settings = providers[provider]
    if (settings === undefined) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_PROVIDER_UNAVAILABLE', {
        parameters: { provider },
      })
    }
    const cached = configurations.get(provider)
    if (cached !== undefined) return cached
    const issuer = new URL(settings.issuer)
    const discovered = openid
      .discovery(issuer, settings.clientId, undefined, openid.ClientSecretBasic(settings.clientSecret), {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(issuer.protocol === 'http:' ? { execute: [openid.allowInsecureRequests] } : {}),
      })
      .then((configuration) => {
        // Checks the id token's signature against the provider's keys too, not only its claims.
        openid.enableNonRepudiationChecks(configuration)
        return configuration
      })
      .catch((error: unknown) => {
        configurations.delete(provider)
        throw new AuthServiceError(502, 'AUTH_SERVICE_SOCIAL_LOGIN_FAILED', {
          parameters: { provider },
          cause: error,
        })
      })
    configurations.set(provider, discovered)
    return discovered
  }

  app.post('/v1/social/start', async (context) => {
    const body = await readBody(context, z.object({ provider: z.string().max(64) }))
    const provider = z.enum(EMBEDDED_SOCIAL_PROVIDERS).safeParse(body.provider)
    if (!provider.success) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_PROVIDER_UNAVAILABLE', {
        parameters: { provider: body.provider },
      })
    }
    const configuration = await configurationOf(provider.data)
    const codeVerifier = openid.randomPKCECodeVerifier()
    const state = openid.randomState()
    const nonce = openid.randomNonce()
    await store.saveSocialState(state, {
      provider: provider.data,
      appOrigin: context.get('appOrigin'),
      codeVerifier,
      nonce,
    })
    const uri = openid.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(),
      scope: SOCIAL_SCOPE,
      code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    log('social_started', { provider: provider.data })
    return context.json({ uri: uri.href })
  })

  // The provider's redirect, in the popup: a navigation, so no origin header to check.
  app.get(SOCIAL_CALLBACK_PATH, async (context) => {
    const callback = new URL(context.req.url)
    let appOrigin: string
    try {
      appOrigin = (await store.peekSocialState(readState(callback))).appOrigin
      // Checked again at the redirect: an origin removed from the configuration since gets nothing.
      if (!allowedOrigins.includes(appOrigin))
        throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_STATE_INVALID')
    } catch (error) {
      if (!(error instanceof AuthServiceError)) throw error
      // A person reads this in the sign-in window: the message as text, not the API's JSON.
      log('refused', { path: SOCIAL_CALLBACK_PATH, code: error.code, status: error.status })
      return context.text(error.message, error.status)
    }
    const landing = new URL('/', appOrigin)
    for (const name of RELAYED_PARAMETERS) {
      const value = callback.searchParams.get(name)
      if (value !== null) landing.searchParams.set(name, value.slice(0, MAX_PARAMETER_LENGTH))
    }
    return context.redirect(landing.href, 302)
  })

  app.post('/v1/social/finish', async (context) => {
    const appOrigin = context.get('appOrigin')
    const body = await readBody(
      context,
      z.object({ uri: z.url({ protocol: /^https?$/ }).max(MAX_PARAMETER_LENGTH * 2) }),
    )
    const landed = new URL(body.uri)
    if (landed.origin !== appOrigin) throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_ORIGIN_MISMATCH')
    const state = readState(landed)
    const started = await store.consumeSocialState(state)
    if (started.appOrigin !== appOrigin)
      throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_ORIGIN_MISMATCH')
    const { provider } = started
    const configuration = await configurationOf(provider)
    let claims: openid.IDToken | undefined
    try {
      // The provider redirected to our callback with these parameters, which relayed them here.
      const callback = new URL(redirectUri())
      callback.search = landed.search
      const tokens = await openid.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: started.codeVerifier,
        expectedState: state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      log('social_refused', { provider, reason: refusalReason(error) })
      throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_LOGIN_FAILED', {
        parameters: { provider },
        cause: error,
      })
    }
    if (claims === undefined || claims.sub.length > MAX_SUBJECT_LENGTH) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_LOGIN_FAILED', { parameters: { provider } })
    }
    const signedIn = await signInWithIdentity({
      store,
      log,
      identity: { provider, subject: claims.sub, ...identityClaims(claims) },
      appOrigin,
    })
    return context.json(signedIn)
  })
}

/**
 * Why openid-client refused, for the log: the innermost error's message, a fixed text such as
 * 'unexpected ID Token "nonce" claim value' (openid-client wraps them in 'invalid response
 * encountered'), never a token.
 */
function refusalReason(error: unknown): string {
  let innermost = error
  for (
    let depth = 0;
    depth < 5 && innermost instanceof Error && innermost.cause instanceof Error;
    depth += 1
  ) {
    innermost = innermost.cause
  }
  return innermost instanceof Error ? innermost.message.slice(0, 160) : 'unknown'
}
