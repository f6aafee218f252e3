import { FRAME_MESSAGES, FRAME_REQUEST_TIMEOUT_MS } from '@atrium/common'
import { z } from 'zod'

/** The header that names the dApp origin to the auth service (its `APP_ORIGIN_HEADER`). */
const APP_ORIGIN_HEADER = 'x-atrium-app-origin'
/** The header that names this browser's frame to the auth service (its `DEVICE_ID_HEADER`). */
const DEVICE_ID_HEADER = 'x-atrium-device-id'
/** The auth service's "not signed in" status: the frame forgets its token on it. */
export const UNAUTHORIZED_STATUS = 401

const errorReplySchema = z.object({ error: z.object({ message: z.string().max(2048) }) })

const serviceUserSchema = z.object({
  email: z.string().max(256).nullable(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  /** A social or Farcaster user's name at the provider. */
  userName: z.string().max(256).optional(),
})
export type ServiceUser = z.infer<typeof serviceUserSchema>

const actionReplySchema = z.object({ action: z.string() })
const userReplySchema = z.object({ user: serviceUserSchema })
const signInReplySchema = z.object({ token: z.string().min(1).max(2048), user: serviceUserSchema })
const deviceReplySchema = z.object({ approved: z.boolean() })
const socialStartReplySchema = z.object({ uri: z.url({ protocol: /^https?$/ }).max(2048) })
const rpcReplySchema = z.object({ result: z.json() })
const farcasterStartReplySchema = z.object({
  id: z.string().min(1).max(128),
  url: z.url({ protocol: /^https?$/ }).max(2048),
})
const farcasterFinishReplySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  signInReplySchema.extend({ state: z.literal('completed') }),
])

/** A refusal of the auth service, with its message for the user (`AUTH_SERVICE_MESSAGES`). */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AuthApiError'
  }
}

/**
 * The auth service's API as the frame page calls it: every request names the dApp origin, each answer
 * is parsed before use, and none waits longer than a frame request may.
 */
export function createAuthApi(parameters: { authUrl: string; appOrigin: string; deviceId: string }) {
  const call = async <schema extends z.ZodType>(
    path: string,
    schema: schema,
    options: { body?: unknown; token?: string | undefined; method?: 'POST' } = {},
  ): Promise<z.output<schema>> => {
    let response: Response
    try {
      response = await fetch(new URL(path, parameters.authUrl), {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers: {
          [APP_ORIGIN_HEADER]: parameters.appOrigin,
          [DEVICE_ID_HEADER]: parameters.deviceId,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        credentials: 'omit',
        signal: AbortSignal.timeout(FRAME_REQUEST_TIMEOUT_MS),
      })
    } catch {
      throw new AuthApiError(0, FRAME_MESSAGES.FRAME_PAGE_SERVICE_UNREACHABLE)
    }
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
    if (!response.ok) {
      const refusal = errorReplySchema.safeParse(body)
      throw new AuthApiError(
        response.status,
        refusal.success ? refusal.data.error.message : FRAME_MESSAGES.FRAME_PAGE_SERVICE_UNREACHABLE,
      )
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      throw new AuthApiError(response.status, FRAME_MESSAGES.FRAME_PAGE_SERVICE_UNREACHABLE)
    return parsed.data
  }

  return {
    startEmail: (email: string) => call('/v1/email/start', actionReplySchema, { body: { email } }),
    isDeviceApproved: (email: string) => call('/v1/email/device', deviceReplySchema, { body: { email } }),
    verifyEmail: (email: string, otp: string) =>
      call('/v1/email/verify', signInReplySchema, { body: { email, otp } }),
    /** The provider's authorization URL for the popup (`POST /v1/social/start`). */
    startSocial: (provider: string) =>
      call('/v1/social/start', socialStartReplySchema, { body: { provider } }),
    /** Signs in with the URL the popup landed on, on the dApp's origin (`POST /v1/social/finish`). */
    finishSocial: (uri: string) => call('/v1/social/finish', signInReplySchema, { body: { uri } }),
    /** Opens a Farcaster sign-in: its id, kept here, and the link the user opens in their Farcaster app. */
    startFarcaster: () => call('/v1/farcaster/start', farcasterStartReplySchema, { body: {} }),
    /** Waits (up to 20 s on the service) for the user's Farcaster app: `pending`, or the session. */
    finishFarcaster: (id: string) =>
      call('/v1/farcaster/finish', farcasterFinishReplySchema, { body: { id } }),
    getUser: (token: string) => call('/v1/user', userReplySchema, { token }),
    signOut: (token: string) => call('/v1/sign-out', z.undefined(), { token, method: 'POST' }),
    changeEmail: (token: string, email: string) =>
      call('/v1/email/change', actionReplySchema, { token, body: { email } }),
    confirmPrimaryOtp: (token: string, otp: string) =>
      call('/v1/email/change/primary', actionReplySchema, { token, body: { otp } }),
    confirmSecondaryOtp: (token: string, otp: string) =>
      call('/v1/email/change/secondary', userReplySchema, { token, body: { otp } }),
    rpc: (
      token: string,
      request: { method: string; params: unknown; chainId: number | string | undefined },
    ) => call('/v1/rpc', rpcReplySchema, { token, body: request }),
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
