import { APP_ORIGIN_HEADER, DEVICE_ID_HEADER } from '@atrium/auth-service'
import type { DevMail } from '../mailSink/startMailSink.js'
import { DEVNET_AUTH_ALLOWED_ORIGINS } from './startDevnetAuth.js'

/** The dApp origin the tests' requests name: the first the dev service allows. */
export const TEST_APP_ORIGIN = DEVNET_AUTH_ALLOWED_ORIGINS[0]
/** The device id the tests' requests carry unless they name another. */
export const TEST_DEVICE_ID = 'test-device-0000000001'

export type AuthReply = { status: number; body: Record<string, unknown> | undefined; text: string }

/**
 * Calls the auth service as the frame page does, and keeps every reply's text in `transcript`, so a
 * test can check what ever left the service.
 */
export function createAuthClient(parameters: { url: () => string; mailboxUrl: () => string }) {
  const transcript: string[] = []
  const call = async (
    path: string,
    options: {
      body?: unknown
      token?: string
      appOrigin?: string
      device?: string
      headers?: Record<string, string>
    } = {},
  ): Promise<AuthReply> => {
    const response = await fetch(`${parameters.url()}${path}`, {
      method: options.body === undefined && !path.endsWith('sign-out') ? 'GET' : 'POST',
      headers: {
        [APP_ORIGIN_HEADER]: options.appOrigin ?? TEST_APP_ORIGIN,
        [DEVICE_ID_HEADER]: options.device ?? TEST_DEVICE_ID,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    const text = await response.text()
    transcript.push(text)
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text), text }
  }

  /** Mails the dev mailbox holds for `email`, oldest first. */
  const mailsTo = async (email: string): Promise<DevMail[]> => {
    const response = await fetch(`${parameters.mailboxUrl()}/v1/messages?to=${encodeURIComponent(email)}`)
    return ((await response.json()) as { messages: DevMail[] }).messages
  }

  /** The 6-digit code of the latest mail to `email`. */
  const readCode = async (email: string): Promise<string> => {
    const latest = (await mailsTo(email)).at(-1)
    const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1]
    if (code === undefined) throw new Error(`No code mailed to ${email}`)
    return code
  }

  /** Starts an email sign-in, reads the code from the mailbox and verifies it: the session token and user. */
  const signIn = async (email: string, appOrigin: string = TEST_APP_ORIGIN) => {
    const started = await call('/v1/email/start', { body: { email }, appOrigin })
    if (started.status !== 200) throw new Error(`start answered ${started.status}: ${started.text}`)
    const verified = await call('/v1/email/verify', {
      body: { email, otp: await readCode(email) },
      appOrigin,
    })
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.text}`)
    const body = verified.body as {
      token: string
      user: { address: `0x${string}`; solanaAddress: string; email: string }
    }
    return { token: body.token, user: body.user }
  }

  return { call, mailsTo, readCode, signIn, transcript }
}
