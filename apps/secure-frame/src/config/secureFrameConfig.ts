import { z } from 'zod'

/** The path the frame page reads its deployment's settings from, on its own origin. */
export const SECURE_FRAME_CONFIG_PATH = '/config.json'

const MAX_ALLOWED_ORIGINS = 64

/** An origin as the browser reports it: scheme, host and port, no path. */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .max(256)
  .refine((value) => new URL(value).origin === value)

/**
 * What one deployment of the frame page is set to: the auth service it calls and the dApp origins
 * that may embed it (the auth service's `ATRIUM_AUTH_ALLOWED_ORIGINS`). The server that serves the
 * page hands it out from the frame's own origin, never from the page's URL, which the dApp writes.
 */
export const secureFrameConfigSchema = z.strictObject({
  authUrl: z.url({ protocol: /^https?$/ }).max(2048),
  allowedOrigins: z.array(originSchema).min(1).max(MAX_ALLOWED_ORIGINS),
})

export type SecureFrameConfig = z.infer<typeof secureFrameConfigSchema>
