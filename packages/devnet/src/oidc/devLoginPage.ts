import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { z } from 'zod'

/** Largest dev login form accepted, in bytes. */
const MAX_FORM_BYTES = 4 * 1024

/** What the dev login page submits: a login name and, optionally, the email the provider reports. */
export const devLoginSchema = z.object({
  login: z
    .string()
    .trim()
    .regex(/^[\w.@+-]{1,64}$/, 'a login of 1 to 64 letters, digits or . _ @ + -'),
  email: z
    .union([z.literal(''), z.email().max(254)])
    .optional()
    .transform((email) => (email === '' || email === undefined ? undefined : email.toLowerCase())),
})

export type DevLogin = z.infer<typeof devLoginSchema>

/** The subject of `login` at `provider`: the same on every sign-in, different per provider. */
export const devSubject = (provider: string, login: string) =>
  createHash('sha256').update(`${provider}\n${login}`).digest('base64url').slice(0, 24)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The dev login page of `provider`: a form posting `login` and `email` to `action`. Tests fill it
 * as a person would fill the real provider's page; it checks no password.
 */
export function renderDevLoginPage(parameters: {
  provider: string
  action: string
  clientId: string
  error?: string | undefined
}): string {
  const provider = escapeHtml(parameters.provider)
  const error = parameters.error === undefined ? '' : `<p role="alert">${escapeHtml(parameters.error)}</p>`
  return `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><title>Devnet ${provider} sign-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-inline-size: 24rem; margin-inline: auto">
<h1>Sign in with ${provider} (devnet)</h1>
<p>${escapeHtml(parameters.clientId)} asks who you are. Any login name works; no password.</p>
${error}
<form method="post" action="${escapeHtml(parameters.action)}">
<p><label>Login <input name="login" autocomplete="username" required maxlength="64"></label></p>
<p><label>Email (optional) <input name="email" type="email" maxlength="254"></label></p>
<p><button type="submit">Sign in</button></p>
</form>
</body>
</html>`
}

/** The urlencoded body of `request`, at most `MAX_FORM_BYTES`; throws when larger. */
export async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_FORM_BYTES) throw new Error(`The form is larger than ${MAX_FORM_BYTES} bytes`)
    chunks.push(chunk)
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}
