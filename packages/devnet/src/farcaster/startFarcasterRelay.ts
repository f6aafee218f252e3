import { randomInt } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { generateSiweNonce } from 'viem/siwe'
import type { z } from 'zod'
import { FARCASTER_RELAY_SERVICE_NAME } from '../getDevnetServices.js'
import { createServiceApp } from '../network/createServiceApp.js'
import {
  type HttpService,
  type StartHttpServiceErrorType,
  startHttpService,
} from '../network/startHttpService.js'
import {
  authenticateRequestSchema,
  createChannelRequestSchema,
  FARCASTER_RELAY_KEY_HEADER,
  type FarcasterChannelStatus,
  MAX_SIGN_IN_MESSAGE_CHARS,
} from './farcasterRelayProtocol.js'

/**
 * The key the devnet's Farcaster client app sends in `X-Farcaster-Auth-Relay-Key`. Public: the
 * devnet relay only lets a client prove it is the app, as the hosted one does with its secret key.
 */
export const DEVNET_FARCASTER_RELAY_KEY = 'atrium-devnet-farcaster-relay-key'
/** The relay listens `FARCASTER_RELAY_PORT_OFFSET` ports above the first EVM chain (8631 by default). */
export const FARCASTER_RELAY_PORT_OFFSET = 86
/** How long a channel lives, as the hosted relay's default `CHANNEL_TTL`: an hour. */
export const FARCASTER_CHANNEL_TTL_MS = 60 * 60_000
/** Channels open at once; a create beyond it answers 503 until some complete or expire. */
export const FARCASTER_RELAY_MAX_CHANNELS = 10_000
/** Largest request body: a signed message and a profile. */
const MAX_BODY_BYTES = MAX_SIGN_IN_MESSAGE_CHARS + 4096
/** The hosted relay's token alphabet (no 0, 1, I, O); 32 of them are 160 bits. */
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const TOKEN_LENGTH = 32

/** A running devnet Farcaster Auth relay. */
export type DevnetFarcasterRelay = HttpService & {
  /** Channels open now (pending, or completed and not yet read). */
  channelCount(): number
}

export type StartFarcasterRelayErrorType = StartHttpServiceErrorType

export type StartFarcasterRelayParameters = {
  /** `0` picks a free port. */
  port: number
  /** Defaults to `DEVNET_FARCASTER_RELAY_KEY`. */
  authKey?: string | undefined
  /**
   * Where the sign-in link points, before its query: the hosted relay's is the Farcaster app's
   * `https://farcaster.xyz/~/siwf`; by default the devnet relay's own `/~/siwf`.
   */
  urlBase?: string | undefined
  /** Defaults to `FARCASTER_CHANNEL_TTL_MS`. */
  channelTtlMs?: number | undefined
  /** The clock channels expire by, in milliseconds; defaults to `Date.now`. */
  now?: (() => number) | undefined
}

type Channel = { status: FarcasterChannelStatus; expiresAt: number }

const channelToken = () =>
  Array.from({ length: TOKEN_LENGTH }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('')

const unauthorized = (context: Context) => context.json({ error: 'Unauthorized' }, 401)

async function readJson<schema extends z.ZodType>(
  context: Context,
  schema: schema,
): Promise<{ data: z.infer<schema> } | { refusal: Response }> {
  const json: unknown = await context.req.json().catch(() => undefined)
  const result = schema.safeParse(json)
  if (result.success) return { data: result.data }
  const [issue] = result.error.issues
  const message =
    json === undefined ? 'body must be JSON' : `${issue?.path.join('.') || 'body'}: ${issue?.message}`
  return { refusal: context.json({ error: 'Validation error', message }, 400) }
}

/**
 * Starts a local Farcaster Auth relay (the channel API of Sign In With Farcaster, FIP-11) on
 * 127.0.0.1: `POST /v1/channel` opens a channel for an app and answers its token and sign-in link;
 * the Farcaster client app posts the user's signed message to `POST /v1/channel/authenticate` with
 * the channel token and the relay key; the app reads `GET /v1/channel/status` (202 pending, 200
 * completed, after which the channel is closed). Channels expire, their number and every body are
 * bounded; an unknown, expired or read-out channel is a 401 as on the hosted relay.
 *
 * @example
 * const relay = await startFarcasterRelay({ port: 0 })
 * const appClient = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl }) })
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters,
): Promise<DevnetFarcasterRelay> {
  const now = parameters.now ?? Date.now
  const authKey = parameters.authKey ?? DEVNET_FARCASTER_RELAY_KEY
  const ttlMs = parameters.channelTtlMs ?? FARCASTER_CHANNEL_TTL_MS
  const channels = new Map<string, Channel>()
  let urlBase = parameters.urlBase ?? ''

  const dropExpired = () => {
    for (const [token, channel] of channels) if (channel.expiresAt <= now()) channels.delete(token)
  }
  /** The open channel of the request's bearer token, if any. */
  const channelOf = (context: Context): { token: string; channel: Channel } | undefined => {
    const token = /^Bearer ([A-Za-z0-9]{1,64})$/.exec(context.req.header('authorization') ?? '')?.[1]
    const channel = token === undefined ? undefined : channels.get(token)
    if (token === undefined || channel === undefined) return undefined
    if (channel.expiresAt <= now()) {
      channels.delete(token)
      return undefined
    }
    return { token, channel }
  }

  const app = createServiceApp({ service: FARCASTER_RELAY_SERVICE_NAME, maxBodySize: MAX_BODY_BYTES })
  app.get('/healthcheck', (context) => context.json({ status: 'OK' }))

  app.post('/v1/channel', async (context) => {
    const read = await readJson(context, createChannelRequestSchema)
    if ('refusal' in read) return read.refusal
    dropExpired()
    if (channels.size >= FARCASTER_RELAY_MAX_CHANNELS) {
      return context.json({ error: 'Too many open channels' }, 503)
    }
    const request = read.data
    const token = channelToken()
    const nonce = request.nonce ?? generateSiweNonce()
    // FIP-11's link: what a QR code shows, and what the Farcaster app reads the channel from.
    const url = `${urlBase}?${new URLSearchParams({
      channelToken: token,
      nonce,
      siweUri: request.siweUri,
      domain: request.domain,
    })}`
    channels.set(token, {
      expiresAt: now() + ttlMs,
      status: {
        state: 'pending',
        nonce,
        signatureParams: { ...request, nonce },
        metadata: {
          ip: getConnInfo(context).remote.address ?? '',
          userAgent: (context.req.header('user-agent') ?? 'Unknown').slice(0, 512),
        },
        acceptAuthAddress: request.acceptAuthAddress ?? true,
      },
    })
    return context.json({ channelToken: token, url, connectUri: url, nonce }, 201)
  })

  app.post('/v1/channel/authenticate', async (context) => {
    if (context.req.header(FARCASTER_RELAY_KEY_HEADER) !== authKey) return unauthorized(context)
    const open = channelOf(context)
    if (open === undefined) return unauthorized(context)
    const read = await readJson(context, authenticateRequestSchema)
    if ('refusal' in read) return read.refusal
    // The hosted relay overwrites a completed channel; a second answer is refused here instead, so
    // the first signature the app has not read yet cannot be swapped.
    if (open.channel.status.state === 'completed') {
      return context.json({ error: 'Channel already completed' }, 409)
    }
    const { authMethod, ...answer } = read.data
    open.channel.status = {
      ...open.channel.status,
      ...answer,
      state: 'completed',
      authMethod: authMethod ?? 'custody',
      verifications: [],
    }
    return context.json(open.channel.status, 201)
  })

  app.get('/v1/channel/status', (context) => {
    const open = channelOf(context)
    if (open === undefined) return unauthorized(context)
    if (open.channel.status.state === 'pending') return context.json(open.channel.status, 202)
    channels.delete(open.token)
    return context.json(open.channel.status, 200)
  })

  const http = await startHttpService({
    fetch: app.fetch,
    port: parameters.port,
    service: FARCASTER_RELAY_SERVICE_NAME,
    allow: 'GET, POST',
  })
  urlBase ||= `${http.url}/~/siwf`
  return { ...http, channelCount: () => channels.size }
}
