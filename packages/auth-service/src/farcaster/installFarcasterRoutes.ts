import { createAppClient, generateNonce, viemConnector } from '@farcaster/auth-client'
import type { Hono } from 'hono'
import { z } from 'zod'
import type { AuthStore } from '../app/authStore.js'
import type { AuthServiceLog } from '../app/createAuthApp.js'
import { readBody } from '../app/readBody.js'
import { signInWithIdentity } from '../app/signInWithIdentity.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'

/**
 * Longest a finish request waits for the user's Farcaster app before answering `pending`: under the
 * frame client's 30 s request time-out, so the frame page asks again rather than timing out.
 */
export const FARCASTER_FINISH_WAIT_MS = 20_000
/** How often a waiting finish request reads the channel's status at the relay. */
const RELAY_POLL_MS = 500
/** Time the relay gets to answer one request. */
const RELAY_TIMEOUT_MS = 10_000

type FarcasterEnv = { Variables: { appOrigin: string } }

const signInIdSchema = z.string().regex(/^[\w-]{43}$/, 'a sign-in id')
/** The relay's `GET /v1/channel/status` body, as far as it is used; the rest is ignored. */
const relayStatusSchema = z.object({
  state: z.enum(['pending', 'completed']),
  message: z.string().max(8192).optional(),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130}$/)
    .optional(),
  fid: z.number().int().positive().optional(),
  username: z.string().max(256).optional(),
  displayName: z.string().max(256).optional(),
})

/** The relay's `POST /v1/channel` body: the channel's token and the sign-in link. */
const createdChannelSchema = z.object({
  channelToken: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  url: z.url().max(4096),
})

const relayFailed = (cause?: unknown) =>
  new AuthServiceError(502, 'AUTH_SERVICE_FARCASTER_RELAY_FAILED', { cause })

/**
 * Sign In With Farcaster (FIP-11) through a Farcaster Auth relay, verified with
 * `@farcaster/auth-client`:
 *
 * - `POST /v1/farcaster/start` → `{ id, url }`: opens a relay channel for this service's domain and
 *   URI with a fresh nonce; the channel and nonce stay in the database with the dApp origin under
 *   `id` (hashed), for `FARCASTER_SIGN_IN_TTL_MS`, usable once. `url` is the link the user opens or
 *   scans with their Farcaster app.
 * - `POST /v1/farcaster/finish {id}` → `{ state: 'pending' }` after waiting up to
 *   `FARCASTER_FINISH_WAIT_MS` for the user, else `{ state: 'completed', token, user }`: the signed
 *   message is checked (nonce, domain, signature, and that the signer is the fid's custody address
 *   in the IdRegistry read at `rpcUrl`), and the identity ('farcaster', fid) signed in.
 */
export function installFarcasterRoutes(
  app: Hono<FarcasterEnv>,
  parameters: {
    /** The relay's base URL, e.g. `https://relay.farcaster.xyz`. */
    relayUrl: string
    /** An OP Mainnet JSON-RPC URL (in devnet, a chain with the stand-in IdRegistry); Farcaster is off without it. */
    rpcUrl: string | undefined
    publicUrl: () => string
    store: AuthStore
    log: AuthServiceLog
  },
): void {
  const { store, log, rpcUrl } = parameters
  const client =
    rpcUrl === undefined
      ? undefined
      : createAppClient({ relay: parameters.relayUrl, ethereum: viemConnector({ rpcUrl }) })
  const requireVerifier = () => {
    if (client === undefined) throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_UNAVAILABLE')
    return client
  }
  /** What the user's Farcaster app shows and signs: this service's host and URL. */
  const signedFor = () => {
    const url = new URL(parameters.publicUrl())
    return { domain: url.host, siweUri: `${url.origin}/` }
  }

  /** One request to the relay, bounded in time; `AUTH_SERVICE_FARCASTER_RELAY_FAILED` when unreachable. */
  const callRelay = async (path: string, init: RequestInit) => {
    const response = await fetch(new URL(path, parameters.relayUrl), {
      ...init,
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw relayFailed(error)
    })
    return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown }
  }

  /** The channel's status at the relay; `AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID` once it is gone. */
  const readChannel = async (channelToken: string) => {
    const reply = await callRelay('/v1/channel/status', {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    if (reply.status === 401) throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID')
    const status = relayStatusSchema.safeParse(reply.body)
    if (!(reply.status === 200 || reply.status === 202) || !status.success) throw relayFailed()
    return status.data
  }

  app.post('/v1/farcaster/start', async (context) => {
    requireVerifier()
    const nonce = generateNonce()
    const reply = await callRelay('/v1/channel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...signedFor(), nonce }),
    })
    const channel = createdChannelSchema.safeParse(reply.body)
    if (reply.status !== 201 || !channel.success) throw relayFailed()
    const { channelToken, url } = channel.data
    const id = await store.saveFarcasterSignIn({ channelToken, nonce, appOrigin: context.get('appOrigin') })
    log('farcaster_started')
    return context.json({ id, url })
  })

  app.post('/v1/farcaster/finish', async (context) => {
    const farcaster = requireVerifier()
    const appOrigin = context.get('appOrigin')
    const { id } = await readBody(context, z.object({ id: signInIdSchema }))
    const { channelToken, nonce } = await store.readFarcasterSignIn(id, appOrigin)
    const deadline = Date.now() + FARCASTER_FINISH_WAIT_MS
    let status = await readChannel(channelToken)
    while (status.state === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, RELAY_POLL_MS))
      status = await readChannel(channelToken)
    }
    if (status.state === 'pending') return context.json({ state: 'pending' as const })
    // The relay has closed the channel: whatever the checks say, this sign-in is over.
    await store.consumeFarcasterSignIn(id, appOrigin)
    if (status.message === undefined || status.signature === undefined) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_MESSAGE_INVALID', {
        meta: { reason: 'message' },
      })
    }
    const verified = await farcaster.verifySignInMessage({
      nonce,
      domain: signedFor().domain,
      message: status.message,
      signature: status.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    if (verified.isError) {
      const reason = verified.error?.message ?? ''
      log('farcaster_refused', { reason: verified.error?.errCode ?? 'unknown' })
      if (verified.error?.errCode === 'unavailable') throw relayFailed(verified.error)
      if (reason === 'Invalid nonce' || reason === 'Invalid domain') {
        throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_MESSAGE_INVALID', {
          meta: { reason: reason === 'Invalid nonce' ? 'nonce' : 'domain' },
        })
      }
      if (verified.error?.errCode === 'unauthorized') {
        throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_SIGNER_INVALID', { cause: verified.error })
      }
      throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_MESSAGE_INVALID', {
        meta: { reason: 'message' },
        cause: verified.error,
      })
    }
    // The fid is the one the custody address signed for, not the one the client app claims.
    if (status.fid !== undefined && status.fid !== verified.fid) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_MESSAGE_INVALID', { meta: { reason: 'fid' } })
    }
    const userName = status.username ?? status.displayName
    const signedIn = await signInWithIdentity({
      store,
      log,
      identity: {
        provider: 'farcaster',
        subject: String(verified.fid),
        ...(userName === undefined ? {} : { userName }),
      },
      appOrigin,
    })
    return context.json({ state: 'completed' as const, ...signedIn })
  })
}
