import { z } from 'zod'
import { socialProvidersConfigSchema } from '../social/socialProvidersConfig.js'

/** Shortest service secret accepted: 32 characters (e.g. `openssl rand -base64 48` gives 64). */
export const MIN_SECRET_LENGTH = 32

/** Defaults of the timing settings, in milliseconds. */
export const DEFAULT_CODE_TTL_MS = 10 * 60_000
export const DEFAULT_RESEND_COOLDOWN_MS = 30_000
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60_000
/** Wrong codes accepted before a code is burnt. */
export const DEFAULT_MAX_CODE_ATTEMPTS = 5
/** An embedded PGlite database kept in memory: what tests use; data is lost on stop. */
export const MEMORY_DATABASE_URL = 'memory://'
/** The Farcaster Auth relay Farcaster runs, the default of `farcasterRelayUrl`. */
export const DEFAULT_FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

const originSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
    } catch {
      return false
    }
  }, 'an origin is scheme://host[:port], without a path or a trailing slash')

/** The service's configuration; `readAuthServiceConfig` builds it from the environment and flags. */
export const authServiceConfigSchema = z.object({
  /** Protects every stored key (it wraps each user's data key) and keys the code hashes. */
  secret: z.string().min(MIN_SECRET_LENGTH, `at least ${MIN_SECRET_LENGTH} characters`),
  /**
   * A PostgreSQL server (`postgres://user:password@host:5432/name`: production, instances share it),
   * an embedded PGlite data directory, or `memory://`.
   */
  databaseUrl: z
    .string()
    .min(1)
    .refine(
      (value) =>
        value === MEMORY_DATABASE_URL ||
        /^postgres(?:ql)?:\/\/[^\s]+$/i.test(value) ||
        !/^[a-z][a-z0-9+.-]*:\/\//i.test(value),
      'a postgres:// or postgresql:// server URL, a PGlite data directory or memory://',
    ),
  /** Connections to a PostgreSQL server one instance keeps open at most; 10 by default. */
  databasePoolSize: z.number().int().min(1).max(1000).optional(),
  /** Where sign-in codes are mailed, e.g. `smtp://user:pass@mail.example.com:587` or `smtps://…`. */
  smtpUrl: z.url({ protocol: /^smtps?$/ }),
  /** The mails' From header. */
  mailFrom: z.string().min(3).max(320),
  /** dApp origins whose pages may use the frame; any other gets `ALERT_ORIGIN_NOT_ALLOWED`. */
  allowedOrigins: z.array(originSchema).min(1),
  /** Origins a browser may call the service from: the frame page's. Requests without `Origin` are not browsers'. */
  frameOrigins: z.array(originSchema),
  /** EVM chains `eth_sendTransaction` may use, each with its JSON-RPC URL. */
  chains: z.array(
    z.object({ chainId: z.number().int().positive(), rpcUrl: z.url({ protocol: /^https?$/ }) }),
  ),
  /**
   * Solana chains `solana_signAndSendTransaction` may use: each CAIP-2 chain id (`solana:` and the
   * genesis hash's first 32 characters) with its JSON-RPC URL.
   */
  solanaChains: z
    .array(
      z.object({
        chainId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'a solana: chain id'),
        rpcUrl: z.url({ protocol: /^https?$/ }),
      }),
    )
    .optional(),
  /** The service's URL as mail readers reach it, for device approval links; defaults to where it listens. */
  publicUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** The Farcaster Auth relay Sign In With Farcaster opens its channels at; `DEFAULT_FARCASTER_RELAY_URL` by default. */
  farcasterRelayUrl: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * An OP Mainnet JSON-RPC URL: the custody check reads Farcaster's IdRegistry there. Sign In With
   * Farcaster is off without it.
   */
  farcasterRpcUrl: z.url({ protocol: /^https?$/ }).optional(),
  host: z.string().min(1),
  /** `0` picks a free port. */
  port: z.number().int().min(0).max(65_535),
  codeTtlMs: z.number().int().positive(),
  resendCooldownMs: z.number().int().nonnegative(),
  maxCodeAttempts: z.number().int().positive(),
  sessionTtlMs: z.number().int().positive(),
  /** The social providers' OpenID Connect clients (issuer, client id, secret); none by default. */
  socialProviders: socialProvidersConfigSchema.optional(),
})

export type AuthServiceConfig = z.infer<typeof authServiceConfigSchema>
