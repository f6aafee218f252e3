import { AUTH_SERVICE_MESSAGES, fillTemplate } from '@atrium/common'
import { createTransport } from 'nodemailer'

export type CodeMailer = {
  /** Mails `code` to `to`; rejects when the SMTP server refuses it. */
  sendCode(parameters: { to: string; code: string; expiresInMinutes: number }): Promise<void>
  /** Mails a new device's approval `link` to `to`. */
  sendDeviceLink(parameters: { to: string; link: string; expiresInMinutes: number }): Promise<void>
  close(): void
}

/** Sends the sign-in and email-change codes and device approval links through the SMTP server at `smtpUrl` (nodemailer). */
export function createCodeMailer(parameters: { smtpUrl: string; from: string }): CodeMailer {
  const transport = createTransport(parameters.smtpUrl)
  return {
    async sendCode({ to, code, expiresInMinutes }) {
      await transport.sendMail({
        from: parameters.from,
        to,
        subject: fillTemplate(AUTH_SERVICE_MESSAGES.AUTH_SERVICE_MAIL_SUBJECT, { code }),
        text: fillTemplate(AUTH_SERVICE_MESSAGES.AUTH_SERVICE_MAIL_TEXT, {
          code,
          minutes: expiresInMinutes,
        }),
      })
    },
    async sendDeviceLink({ to, link, expiresInMinutes }) {
      await transport.sendMail({
        from: parameters.from,
        to,
        subject: AUTH_SERVICE_MESSAGES.AUTH_SERVICE_DEVICE_MAIL_SUBJECT,
        text: fillTemplate(AUTH_SERVICE_MESSAGES.AUTH_SERVICE_DEVICE_MAIL_TEXT, {
          link,
          minutes: expiresInMinutes,
        }),
      })
    },
    close: () => transport.close(),
  }
}
