import { AUTH_SERVICE_MESSAGES, formatAlert } from '@atrium/common'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { z } from 'zod'
import type { AuthServiceConfig } from '../config/authServiceConfig.js'
import type { KeyCustody } from '../custody/createKeyCustody.js'
import type { CodeMailer } from '../email/createCodeMailer.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'
import { installFarcasterRoutes } from '../farcaster/installFarcasterRoutes.js'
import { installSocialRoutes } from '../social/installSocialRoutes.js'
import { openEvmKey, openSolanaKey } from '../wallet/embeddedWalletKeys.js'
import { answerRpcRequest, EMBEDDED_WALLET_METHODS, rpcRequestSchema } from '../wallet/embeddedWalletRpc.js'
import type { AuthStore, StoredUser } from './authStore.js'
import { toPublicUser } from './publicUser.js'
import { readBody } from './readBody.js'

/** Header through which the frame page names the dApp origin it serves (its parent's). */
export const APP_ORIGIN_HEADER = 'x-atrium-app-origin'
/**
 * Header carrying the frame page's device id: a random string it keeps in its own origin's storage.
 * Signing in to an existing account from a device the account has not used needs a mailed approval.
 */
export const DEVICE_ID_HEADER = 'x-atrium-device-id'
/** Largest request body accepted, in bytes: typed data is the largest legitimate one. */
export const MAX_BODY_BYTES = 64 * 1024

/** One structured log line; never carries a body, a code, a token or a key. */
export type AuthServiceLog = (
  event: string,
  fields?: Readonly<Record<string, string | number | boolean>>,
) => void

type AuthEnv = { Variables: { appOrigin: string } }

const emailSchema = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase())
const otpSchema = z.string().regex(/^\d{6}$/, 'a 6-digit code')

/** The hash of the request's device id, as stored. */
const deviceHash = (context: Context, custody: KeyCustody) => {
  const deviceId = context.req.header(DEVICE_ID_HEADER) ?? ''
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
    throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
      parameters: { reason: `the ${DEVICE_ID_HEADER} header must be 16 to 128 URL-safe characters` },
    })
  }
  return custody.hashToken(deviceId)
}

const bearerToken = (context: Context) => {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(context.req.header('authorization') ?? '')
  if (match?.[1] === undefined) throw new AuthServiceError(401, 'AUTH_SERVICE_SESSION_INVALID')
  return match[1]
}

const refuseOrigin = (context: Context, origin: string) => {
  const alert = formatAlert('ALERT_ORIGIN_NOT_ALLOWED', { origin })
  return context.json({ error: { code: alert.code, title: alert.title, message: alert.description } }, 403)
}

/**
 * The auth service's HTTP API (README): email sign-in with one-time codes (after a mailed approval
 * link for an existing account's new device), the session's user, sign out, email change (primary
 * then secondary code) and the embedded wallet's RPC. Every `/v1` request names an allowed dApp
 * origin; a browser may call it only from a frame origin.
 */
export function createAuthApp(parameters: {
  config: Pick<
    AuthServiceConfig,
    'allowedOrigins' | 'frameOrigins' | 'chains' | 'solanaChains' | 'socialProviders'
  >
  /** The service's URL as mail readers reach it, for device approval links. */
  publicUrl: () => string
  /** Sign In With Farcaster's relay and the OP Mainnet RPC URL it verifies custody with (off without it). */
  farcaster: { relayUrl: string; rpcUrl: string | undefined }
  store: AuthStore
  custody: KeyCustody
  mailer: CodeMailer
  log: AuthServiceLog
}): Hono<AuthEnv> {
  const { config, store, custody, mailer, log } = parameters
  const app = new Hono<AuthEnv>()

  app.onError((error, context) => {
    if (error instanceof AuthServiceError) {
      log('refused', { path: context.req.path, code: error.code, status: error.status })
      return context.json(error.toBody(), error.status)
    }
    log('failed', { path: context.req.path, error: error.name })
    return context.json(new AuthServiceError(500, 'FRAME_REQUEST_FAILED').toBody(), 500)
  })
  app.notFound((context) => context.json(new AuthServiceError(404, 'AUTH_SERVICE_NOT_FOUND').toBody(), 404))

  app.get('/health', (context) => context.json({ ok: true }))

  // Opened from the approval mail in any browser: a navigation, so no origin header to check.
  app.get('/device/approve', async (context) => {
    const token = context.req.query('token') ?? ''
    if (!/^[A-Za-z0-9_-]{43}$/.test(token))
      throw new AuthServiceError(400, 'AUTH_SERVICE_DEVICE_LINK_INVALID')
    await store.approveDevice(token)
    log('device_approved')
    return context.text(AUTH_SERVICE_MESSAGES.AUTH_SERVICE_DEVICE_APPROVED)
  })

  app.use(
    '/v1/*',
    cors({
      origin: (origin) => (config.frameOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['content-type', 'authorization', APP_ORIGIN_HEADER, DEVICE_ID_HEADER],
      maxAge: 600,
    }),
  )
  app.use('/v1/*', async (context, next) => {
    const browserOrigin = context.req.header('origin')
    if (browserOrigin !== undefined && !config.frameOrigins.includes(browserOrigin)) {
      log('origin_refused', { kind: 'caller' })
      return refuseOrigin(context, browserOrigin)
    }
    const appOrigin = context.req.header(APP_ORIGIN_HEADER) ?? ''
    if (!config.allowedOrigins.includes(appOrigin)) {
      log('origin_refused', { kind: 'app' })
      return refuseOrigin(context, appOrigin.slice(0, 200))
    }
    context.set('appOrigin', appOrigin)
    await next()
  })
  app.use(
    '/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (context) =>
        context.json(new AuthServiceError(413, 'AUTH_SERVICE_BODY_TOO_LARGE').toBody(), 413),
    }),
  )

  installSocialRoutes(app, {
    providers: config.socialProviders ?? {},
    allowedOrigins: config.allowedOrigins,
    publicUrl: parameters.publicUrl,
    store,
    log,
  })

  installFarcasterRoutes(app, { ...parameters.farcaster, publicUrl: parameters.publicUrl, store, log })

  const sendCode = (recipient: string) => (code: { code: string; expiresInMinutes: number }) =>
    mailer.sendCode({ to: recipient, ...code })

  app.post('/v1/email/start', async (context) => {
    const device = deviceHash(context, custody)
    const { email } = await readBody(context, z.object({ email: emailSchema }))
    const user = await store.findUserByEmail(email)
    if (user !== undefined && !(await store.isDeviceKnown(user.id, device))) {
      const timing = await store.issueCode({
        recipient: email,
        purpose: 'device',
        userId: user.id,
        deviceHash: device,
        deliver: ({ code, expiresInMinutes }) =>
          mailer.sendDeviceLink({
            to: email,
            link: `${parameters.publicUrl()}/device/approve?token=${code}`,
            expiresInMinutes,
          }),
      })
      log('code_sent', { purpose: 'device' })
      return context.json({ action: 'VERIFY_DEVICE', ...timing })
    }
    const timing = await store.issueCode({ recipient: email, purpose: 'login', deliver: sendCode(email) })
    log('code_sent', { purpose: 'login' })
    return context.json({ action: 'VERIFY_OTP', ...timing })
  })

  app.post('/v1/email/device', async (context) => {
    const device = deviceHash(context, custody)
    const { email } = await readBody(context, z.object({ email: emailSchema }))
    const user = await store.findUserByEmail(email)
    return context.json({ approved: user !== undefined && (await store.isDeviceKnown(user.id, device)) })
  })

  app.post('/v1/email/verify', async (context) => {
    const device = deviceHash(context, custody)
    const { email, otp } = await readBody(context, z.object({ email: emailSchema, otp: otpSchema }))
    await store.consumeCode({ recipient: email, purpose: 'login', code: otp })
    const { user, created } = await store.findOrCreateUser(email)
    if (created) log('user_created', { address: user.evmAddress })
    await store.rememberDevice(user.id, device)
    const token = await store.createSession(user.id, context.get('appOrigin'))
    log('signed_in', { address: user.evmAddress })
    return context.json({ token, user: toPublicUser(user) })
  })

  const sessionUser = (context: Context<AuthEnv>) =>
    store.readSession(bearerToken(context), context.get('appOrigin'))

  app.get('/v1/user', async (context) => context.json({ user: toPublicUser(await sessionUser(context)) }))

  app.post('/v1/sign-out', async (context) => {
    await store.deleteSession(bearerToken(context))
    return context.body(null, 204)
  })

  /** Mails an email-change code of `purpose` to `recipient` for the session's user. */
  const sendChangeCode = async (
    user: StoredUser,
    code: { purpose: 'change_primary' | 'change_secondary'; recipient: string; newEmail: string },
  ) => {
    const timing = await store.issueCode({ ...code, userId: user.id, deliver: sendCode(code.recipient) })
    log('code_sent', { purpose: code.purpose })
    return timing
  }

  /** The session's user and the new email of its latest email-change code of `purpose`, consumed. */
  const consumeChangeCode = async (
    context: Context<AuthEnv>,
    purpose: 'change_primary' | 'change_secondary',
  ) => {
    const user = await sessionUser(context)
    const { otp } = await readBody(context, z.object({ otp: otpSchema }))
    const { newEmail } = await store.consumeCode({ userId: user.id, purpose, code: otp })
    if (newEmail === null) throw new AuthServiceError(400, 'AUTH_SERVICE_CODE_INVALID')
    return { user, newEmail }
  }

  app.post('/v1/email/change', async (context) => {
    const user = await sessionUser(context)
    const { email } = await readBody(context, z.object({ email: emailSchema }))
    if (email === user.email) throw new AuthServiceError(400, 'AUTH_SERVICE_EMAIL_UNCHANGED')
    if ((await store.findUserByEmail(email)) !== undefined) {
      throw new AuthServiceError(409, 'AUTH_SERVICE_EMAIL_TAKEN')
    }
    // A user without an email (social, Farcaster) has no old address to confirm from: only the new one.
    if (user.email === null) {
      const timing = await sendChangeCode(user, {
        purpose: 'change_secondary',
        recipient: email,
        newEmail: email,
      })
      return context.json({ action: 'VERIFY_SECONDARY_OTP', ...timing })
    }
    const timing = await sendChangeCode(user, {
      purpose: 'change_primary',
      recipient: user.email,
      newEmail: email,
    })
    return context.json({ action: 'VERIFY_PRIMARY_OTP', ...timing })
  })

  app.post('/v1/email/change/primary', async (context) => {
    const { user, newEmail } = await consumeChangeCode(context, 'change_primary')
    const timing = await sendChangeCode(user, { purpose: 'change_secondary', recipient: newEmail, newEmail })
    return context.json({ action: 'VERIFY_SECONDARY_OTP', ...timing })
  })

  app.post('/v1/email/change/secondary', async (context) => {
    const { user, newEmail } = await consumeChangeCode(context, 'change_secondary')
    const changed = await store.changeEmail(user.id, newEmail)
    log('email_changed', { address: changed.evmAddress })
    return context.json({ user: toPublicUser(changed) })
  })

  app.post('/v1/rpc', async (context) => {
    const user = await sessionUser(context)
    const { method } = await readBody(context, z.object({ method: z.string().max(64) }).loose())
    if (!(EMBEDDED_WALLET_METHODS as readonly string[]).includes(method)) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_RPC_METHOD_UNSUPPORTED', { parameters: { method } })
    }
    const request = await readBody(context, rpcRequestSchema)
    const result = await answerRpcRequest({
      request,
      wallet: {
        evmAddress: user.evmAddress,
        solanaAddress: user.solanaAddress,
        openEvmKey: () => openEvmKey({ userId: user.id, custody, wallet: user }),
        openSolanaKey: () => openSolanaKey({ userId: user.id, custody, wallet: user }),
      },
      chains: config.chains,
      solanaChains: config.solanaChains ?? [],
    })
    log('rpc_answered', { method: request.method })
    return context.json({ result })
  })

  return app
}
