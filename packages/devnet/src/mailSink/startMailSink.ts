import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { z } from 'zod'
import { MAIL_SINK_SERVICE_NAME, MAILBOX_SERVICE_NAME } from '../getDevnetServices.js'
import { createServiceApp } from '../network/createServiceApp.js'
import { listenOnPort } from '../network/listenOnPort.js'
import {
  type HttpService,
  type StartHttpServiceErrorType,
  startHttpService,
} from '../network/startHttpService.js'
import { DEVNET_HOST } from '../ports.js'

/** Largest mail the sink takes, in bytes; larger ones are refused at `MAIL FROM` / `DATA`. */
export const MAIL_SINK_MAX_MESSAGE_BYTES = 256 * 1024
/** Mails kept; the oldest go first. */
export const MAIL_SINK_MAX_MESSAGES = 1000

/** A mail the sink received. */
export type DevMail = {
  readonly id: number
  readonly from: string
  /** Envelope recipients, lower-cased. */
  readonly to: readonly string[]
  readonly subject: string
  readonly text: string
  readonly receivedAt: string
}

/** A running mail sink: an SMTP server that accepts every mail and a mailbox API that lists them. */
export type DevnetMailSink = HttpService & {
  /** `smtp://127.0.0.1:<port>`: the SMTP URL a service sends through. */
  readonly smtpUrl: string
  readonly smtpPort: number
  /** Mails received so far, oldest first; only those to `to` when given. */
  messages(filter?: { to?: string }): readonly DevMail[]
}

export type StartMailSinkErrorType = StartHttpServiceErrorType

const listQuerySchema = z.object({ to: z.email().max(254).optional() })

/**
 * Starts the dev mail sink: an SMTP server (npm `smtp-server`, no TLS, no auth) that keeps every mail
 * it gets, parsed with `mailparser`, and the dev mailbox's HTTP API where tests read them:
 * `GET /v1/messages?to=<address>` → `{ messages: DevMail[] }` (oldest first), `DELETE /v1/messages`.
 *
 * @example
 * const sink = await startMailSink({ smtpPort: 0, httpPort: 0 })
 * // configure a mailer with sink.smtpUrl, then:
 * const { messages } = await (await fetch(`${sink.url}/v1/messages?to=ada@example.com`)).json()
 */
export async function startMailSink(parameters: {
  smtpPort: number
  httpPort: number
}): Promise<DevnetMailSink> {
  const mails: DevMail[] = []
  let nextId = 1
  const messages = (filter: { to?: string } = {}) => {
    const to = filter.to?.toLowerCase()
    return to === undefined ? [...mails] : mails.filter((mail) => mail.to.includes(to))
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    // A client that keeps its connection open must not hold up stop().
    closeTimeout: 1_000,
    size: MAIL_SINK_MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
            return
          }
          mails.push({
            id: nextId++,
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          if (mails.length > MAIL_SINK_MAX_MESSAGES) mails.shift()
          callback()
        })
        .catch((error: unknown) => callback(error as Error))
    },
  })
  await listenOnPort(smtp.server, {
    port: parameters.smtpPort,
    host: DEVNET_HOST,
    service: MAIL_SINK_SERVICE_NAME,
  })
  const smtpPort = (smtp.server.address() as { port: number }).port
  const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()))

  const app = createServiceApp({ service: MAILBOX_SERVICE_NAME, maxBodySize: 1024 })
  app.get('/v1/messages', (context) => {
    const query = listQuerySchema.safeParse(context.req.query())
    if (!query.success) return context.json({ message: 'Query parameter "to" must be an email address' }, 400)
    return context.json({ messages: messages(query.data.to === undefined ? {} : { to: query.data.to }) })
  })
  app.delete('/v1/messages', (context) => {
    mails.length = 0
    return context.body(null, 204)
  })
  let http: HttpService
  try {
    http = await startHttpService({
      fetch: app.fetch,
      port: parameters.httpPort,
      service: MAILBOX_SERVICE_NAME,
      allow: 'GET, DELETE',
    })
  } catch (error) {
    await closeSmtp()
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    url: http.url,
    port: http.port,
    smtpUrl: `smtp://${DEVNET_HOST}:${smtpPort}`,
    smtpPort,
    messages,
    stop() {
      stopping ??= Promise.all([http.stop(), closeSmtp()]).then(() => undefined)
      return stopping
    },
  }
}
