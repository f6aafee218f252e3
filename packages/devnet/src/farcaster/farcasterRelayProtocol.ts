import { z } from 'zod'

/**
 * The request and reply shapes of the Farcaster Auth relay (Sign In With Farcaster, FIP-11) as
 * `@farcaster/auth-client` speaks them, with bounds of our own: a request that breaks them is a 400.
 */

/** The header the Farcaster client app (Warpcast, or `@atrium/testing`'s) proves itself with. */
export const FARCASTER_RELAY_KEY_HEADER = 'x-farcaster-auth-relay-key'

/** Longest URL (siweUri, redirectUrl, pfpUrl) a relay request may carry. */
const MAX_URL_CHARS = 2048
/** Longest signed message: a SIWE message with a few resources is about 600 characters. */
export const MAX_SIGN_IN_MESSAGE_CHARS = 8192

const url = z.url({ protocol: /^https?$/ }).max(MAX_URL_CHARS)
const dateTime = z.iso.datetime({ offset: true })

/** `POST /v1/channel`: what the app asks the user to sign. */
export const createChannelRequestSchema = z.strictObject({
  siweUri: url,
  /** An RFC 3986 authority without user info: `example.com` or `127.0.0.1:8625`. */
  domain: z
    .string()
    .max(253)
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]{1,5})?$/, 'a host name with an optional port'),
  /** EIP-4361 asks for at least 8 alphanumeric characters. */
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,128}$/, '8 to 128 letters and digits')
    .optional(),
  notBefore: dateTime.optional(),
  expirationTime: dateTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: url.optional(),
  acceptAuthAddress: z.boolean().optional(),
})
export type CreateChannelRequest = z.infer<typeof createChannelRequestSchema>

/** `POST /v1/channel/authenticate`: the signed message and the profile of the account that signed it. */
export const authenticateRequestSchema = z.strictObject({
  message: z.string().min(1).max(MAX_SIGN_IN_MESSAGE_CHARS),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/, 'a 65-byte hex signature'),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'a Farcaster user name')
    .optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(256).optional(),
  pfpUrl: url.optional(),
})
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>

/**
 * `GET /v1/channel/status`'s body: 202 while pending, 200 once completed (the channel then closes);
 * once completed it carries the authenticate request's message, signature and profile.
 */
export type FarcasterChannelStatus = Partial<AuthenticateRequest> & {
  state: 'pending' | 'completed'
  nonce: string
  signatureParams: CreateChannelRequest & { nonce: string }
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
  /** The fid's verified addresses: the devnet has no hub to read them from, so none. */
  verifications?: string[]
}
