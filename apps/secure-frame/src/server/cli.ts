import { z } from 'zod'
import { secureFrameConfigSchema } from '../config/secureFrameConfig.js'
import { startSecureFrameServer } from './startSecureFrameServer.js'

const environmentSchema = z.object({
  ATRIUM_FRAME_AUTH_URL: z.string(),
  ATRIUM_FRAME_ALLOWED_ORIGINS: z.string(),
  ATRIUM_FRAME_HOST: z.string().default('127.0.0.1'),
  ATRIUM_FRAME_PORT: z.coerce.number().int().min(0).max(65_535).default(8720),
})

const environment = environmentSchema.safeParse(process.env)
const config = environment.success
  ? secureFrameConfigSchema.safeParse({
      authUrl: environment.data.ATRIUM_FRAME_AUTH_URL,
      allowedOrigins: environment.data.ATRIUM_FRAME_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()),
    })
  : undefined
if (!environment.success || !config?.success) {
  const error = environment.success ? config?.error : environment.error
  process.stderr.write(`${z.prettifyError(error ?? new z.ZodError([]))}\n`)
  process.exit(1)
}
const server = await startSecureFrameServer({
  host: environment.data.ATRIUM_FRAME_HOST,
  port: environment.data.ATRIUM_FRAME_PORT,
  config: config.data,
})
process.stdout.write(`${JSON.stringify({ event: 'listening', url: server.url })}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)))
}
