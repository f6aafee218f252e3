import { EMBEDDED_SOCIAL_PROVIDERS, type EmbeddedSocialProvider } from '@atrium/common'
import { z } from 'zod'

/** One social provider as the dApp team registered the service with it: an OpenID Connect client. */
export const socialProviderConfigSchema = z.object({
  /** The OpenID Connect issuer, e.g. `https://accounts.google.com`; its discovery document is read. */
  issuer: z.url({ protocol: /^https?$/ }).refine((value) => {
    const url = new URL(value)
    // Plain http only on loopback (devnet's local provider): elsewhere the tokens would cross in clear.
    return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  }, 'an https:// URL (http:// only on 127.0.0.1, localhost or [::1])'),
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(1024),
})

export type SocialProviderConfig = z.infer<typeof socialProviderConfigSchema>

/** The providers the service offers; an absent one is refused with `AUTH_SERVICE_SOCIAL_PROVIDER_UNAVAILABLE`. */
export const socialProvidersConfigSchema = z
  .partialRecord(z.enum(EMBEDDED_SOCIAL_PROVIDERS), socialProviderConfigSchema)
  .default({})

export type SocialProvidersConfig = Partial<Record<EmbeddedSocialProvider, SocialProviderConfig>>

/** The environment variables of `provider`'s client: `ATRIUM_AUTH_GOOGLE_ISSUER` and so on. */
export const socialProviderEnv = (provider: EmbeddedSocialProvider) => {
  const prefix = `ATRIUM_AUTH_${provider.toUpperCase()}`
  return {
    issuer: `${prefix}_ISSUER`,
    clientId: `${prefix}_CLIENT_ID`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
  } as const satisfies Record<keyof SocialProviderConfig, string>
}

/**
 * The providers configured in `env`: each provider with any of its three variables set is taken
 * (and then checked as a whole, so a half-configured provider is an error, not silently off).
 */
export function readSocialProvidersEnv(env: Readonly<Record<string, string | undefined>>) {
  const entries = EMBEDDED_SOCIAL_PROVIDERS.flatMap((provider) => {
    const names = socialProviderEnv(provider)
    const values = {
      issuer: env[names.issuer]?.trim(),
      clientId: env[names.clientId]?.trim(),
      clientSecret: env[names.clientSecret],
    }
    return Object.values(values).every((value) => value === undefined || value === '')
      ? []
      : [[provider, values] as const]
  })
  return Object.fromEntries(entries)
}
