import { parseArgs } from 'node:util'
import { readSocialProvidersEnv, socialProviderEnv } from '../social/socialProvidersConfig.js'
import {
  type AuthServiceConfig,
  authServiceConfigSchema,
  DEFAULT_CODE_TTL_MS,
  DEFAULT_MAX_CODE_ATTEMPTS,
  DEFAULT_RESEND_COOLDOWN_MS,
  DEFAULT_SESSION_TTL_MS,
} from './authServiceConfig.js'

/**
 * Each setting's environment variable; the same setting as a flag is `--` plus its key in kebab case.
 * A social provider's client is set by environment only: `socialProviderEnv(provider)`.
 */
export const AUTH_SERVICE_ENV = {
  secret: 'ATRIUM_AUTH_SECRET',
  databaseUrl: 'ATRIUM_AUTH_DATABASE_URL',
  databasePoolSize: 'ATRIUM_AUTH_DATABASE_POOL_SIZE',
  smtpUrl: 'ATRIUM_AUTH_SMTP_URL',
  mailFrom: 'ATRIUM_AUTH_MAIL_FROM',
  allowedOrigins: 'ATRIUM_AUTH_ALLOWED_ORIGINS',
  frameOrigins: 'ATRIUM_AUTH_FRAME_ORIGINS',
  chains: 'ATRIUM_AUTH_CHAINS',
  solanaChains: 'ATRIUM_AUTH_SOLANA_CHAINS',
  publicUrl: 'ATRIUM_AUTH_PUBLIC_URL',
  farcasterRelayUrl: 'ATRIUM_AUTH_FARCASTER_RELAY_URL',
  farcasterRpcUrl: 'ATRIUM_AUTH_FARCASTER_RPC_URL',
  host: 'ATRIUM_AUTH_HOST',
  port: 'ATRIUM_AUTH_PORT',
  codeTtlMs: 'ATRIUM_AUTH_CODE_TTL_MS',
  resendCooldownMs: 'ATRIUM_AUTH_RESEND_COOLDOWN_MS',
  maxCodeAttempts: 'ATRIUM_AUTH_MAX_CODE_ATTEMPTS',
  sessionTtlMs: 'ATRIUM_AUTH_SESSION_TTL_MS',
} as const satisfies Record<Exclude<keyof AuthServiceConfig, 'socialProviders'>, string>

type Setting = keyof typeof AUTH_SERVICE_ENV

const toFlag = (setting: Setting) => setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')

/** `1=http://127.0.0.1:8545,10=…`: a chain id and its RPC URL per entry. */
const chainList = (value: string) =>
  list(value).map((entry) => {
    const separator = entry.indexOf('=')
    return { chainId: Number(entry.slice(0, separator)), rpcUrl: entry.slice(separator + 1) }
  })

/** `solana:GTZF…=http://127.0.0.1:8565,…`: a CAIP-2 chain id and its RPC URL per entry. */
const solanaChainList = (value: string) =>
  list(value).map((entry) => {
    const separator = entry.indexOf('=')
    return { chainId: entry.slice(0, separator), rpcUrl: entry.slice(separator + 1) }
  })

const defaults = {
  databaseUrl: '.atrium-auth',
  mailFrom: 'Atrium <no-reply@localhost>',
  frameOrigins: '',
  chains: '',
  host: '127.0.0.1',
  port: '8700',
  codeTtlMs: String(DEFAULT_CODE_TTL_MS),
  resendCooldownMs: String(DEFAULT_RESEND_COOLDOWN_MS),
  maxCodeAttempts: String(DEFAULT_MAX_CODE_ATTEMPTS),
  sessionTtlMs: String(DEFAULT_SESSION_TTL_MS),
} satisfies Partial<Record<Setting, string>>

export class AuthServiceConfigError extends Error {
  override name = 'AuthServiceConfigError'
}

/**
 * The configuration from command-line flags, else environment variables (`AUTH_SERVICE_ENV`), else
 * defaults. Throws `AuthServiceConfigError` naming every missing or invalid setting.
 *
 * @example
 * readAuthServiceConfig({ argv: ['--port', '8700'], env: process.env })
 */
export function readAuthServiceConfig(parameters: {
  argv: readonly string[]
  env: Readonly<Record<string, string | undefined>>
}): AuthServiceConfig {
  const settings = Object.keys(AUTH_SERVICE_ENV) as Setting[]
  const { values: flags } = parseArgs({
    args: [...parameters.argv],
    options: Object.fromEntries(settings.map((setting) => [toFlag(setting), { type: 'string' as const }])),
    strict: true,
  })
  const raw = (setting: Setting): string | undefined =>
    (flags[toFlag(setting)] as string | undefined) ??
    parameters.env[AUTH_SERVICE_ENV[setting]] ??
    (defaults as Partial<Record<Setting, string>>)[setting]
  const number = (setting: Setting) => {
    const value = raw(setting)
    return value === undefined || value.trim() === '' ? undefined : Number(value)
  }
  const result = authServiceConfigSchema.safeParse({
    secret: raw('secret'),
    databaseUrl: raw('databaseUrl'),
    databasePoolSize: number('databasePoolSize'),
    smtpUrl: raw('smtpUrl'),
    mailFrom: raw('mailFrom'),
    allowedOrigins: list(raw('allowedOrigins') ?? ''),
    frameOrigins: list(raw('frameOrigins') ?? ''),
    chains: chainList(raw('chains') ?? ''),
    solanaChains: solanaChainList(raw('solanaChains') ?? ''),
    publicUrl: raw('publicUrl'),
    farcasterRelayUrl: raw('farcasterRelayUrl') || undefined,
    farcasterRpcUrl: raw('farcasterRpcUrl') || undefined,
    host: raw('host'),
    port: number('port'),
    codeTtlMs: number('codeTtlMs'),
    resendCooldownMs: number('resendCooldownMs'),
    maxCodeAttempts: number('maxCodeAttempts'),
    sessionTtlMs: number('sessionTtlMs'),
    socialProviders: readSocialProvidersEnv(parameters.env),
  })
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const [key, provider, field] = issue.path.map(String)
    if (key === 'socialProviders') {
      const names = socialProviderEnv(provider as Parameters<typeof socialProviderEnv>[0])
      return `${names[field as keyof typeof names] ?? names.issuer}: ${issue.message}`
    }
    const setting = key as Setting
    const missing = (raw(setting) ?? '').trim() === ''
    return `${AUTH_SERVICE_ENV[setting]} (--${toFlag(setting)}): ${missing ? 'required' : issue.message}`
  })
  throw new AuthServiceConfigError(`Invalid auth service configuration:\n${problems.join('\n')}`)
}
