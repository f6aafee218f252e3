import {
  EMAIL_UPDATE_ACTIONS,
  EMAIL_VERIFICATION_ACTIONS,
  EMBEDDED_SOCIAL_PROVIDERS,
  isEmail,
  PREFERRED_ACCOUNT_TYPES,
  THEME_MODES,
} from '@atrium/common'
import { z } from 'zod'
import { APP_EVENT_KEY, FRAME_EVENT_KEY } from '../messages/frameMessage.js'

/**
 * Bounds of the strings that cross the frame boundary: generous for their content, small enough
 * that a hostile or broken peer cannot make the other side hold megabytes.
 */
const MAX_SHORT_TEXT = 256
const MAX_URL_TEXT = 2048
const MAX_LIST_ITEMS = 32
const MAX_RECORD_ENTRIES = 64

const shortText = z.string().max(MAX_SHORT_TEXT)
const urlText = z.url({ protocol: /^https?$/ }).max(MAX_URL_TEXT)
/** A chain id as number (eip155) or string (a CAIP-2 id or a chain reference). */
const chainIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().min(1).max(MAX_SHORT_TEXT),
])
const emailSchema = z.string().refine(isEmail)
/** One-time codes are decimal digits; the auth service sends 6. */
const otpSchema = z.string().regex(/^[0-9]{4,12}$/)
const preferredAccountTypeSchema = z.enum(PREFERRED_ACCOUNT_TYPES)
/**
 * Record keys start with a letter, so `__proto__` can never be one (zod builds records by
 * assignment, which for that key would set the result's prototype).
 */
const recordKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,63}$/)
const cssVariableKey = z.string().regex(/^--w3m-[a-z0-9-]{1,64}$/)
const boundedRecord = <value extends z.ZodType>(key: z.ZodString, value: value) =>
  z.record(key, value).refine((record) => Object.keys(record).length <= MAX_RECORD_ENTRIES)

/** [FRAME-033] The signed-in user of the embedded wallet (SPEC §3 "Login user"). */
export const frameUserSchema = z.strictObject({
  email: z.string().max(MAX_SHORT_TEXT).nullable().optional(),
  address: shortText.min(1),
  chainId: chainIdSchema,
  accounts: z
    .array(z.strictObject({ address: shortText.min(1), type: preferredAccountTypeSchema }))
    .max(MAX_LIST_ITEMS)
    .optional(),
  userName: shortText.optional(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: preferredAccountTypeSchema.optional(),
})

/** [FRAME-031] Theme sync payload. */
export const frameThemeSchema = z.strictObject({
  themeMode: z.enum(THEME_MODES),
  themeVariables: boundedRecord(recordKey, z.union([shortText, z.number()])),
  w3mThemeVariables: boundedRecord(cssVariableKey, shortText),
})

/** [FRAME-032] Dapp-data sync payload. */
export const frameDappDataSchema = z.strictObject({
  name: shortText,
  description: z.string().max(MAX_URL_TEXT),
  url: urlText,
  icons: z.array(urlText).max(MAX_LIST_ITEMS),
  sdkVersion: shortText,
  sdkType: shortText,
  projectId: shortText,
})

/** [FRAME-030] An RPC request relayed to the embedded wallet; `params` are any JSON. */
export const frameRpcRequestSchema = z.strictObject({
  method: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/),
  params: z.json().optional(),
  chainId: chainIdSchema.optional(),
})

const noPayload = z.undefined()

/**
 * [FRAME-028][FRAME-029] Every app event: the payload the app sends (`request`) and the payload of
 * its success reply (`success`). Each also has an error reply (`errorPayloadSchema`). Shared by the
 * client and the frame page, so both sides check the same contract.
 */
export const FRAME_EVENTS = {
  SWITCH_NETWORK: {
    request: z.strictObject({ chainId: chainIdSchema }),
    success: z.strictObject({ chainId: chainIdSchema }),
  },
  CONNECT_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(EMAIL_VERIFICATION_ACTIONS) }),
  },
  CONNECT_DEVICE: { request: noPayload, success: noPayload },
  CONNECT_OTP: { request: z.strictObject({ otp: otpSchema }), success: noPayload },
  CONNECT_SOCIAL: { request: z.strictObject({ uri: urlText }), success: frameUserSchema },
  GET_FARCASTER_URI: { request: noPayload, success: z.strictObject({ url: urlText }) },
  CONNECT_FARCASTER: { request: noPayload, success: z.strictObject({ userName: shortText }) },
  GET_USER: {
    request: z
      .strictObject({
        chainId: chainIdSchema.optional(),
        preferredAccountType: preferredAccountTypeSchema.optional(),
      })
      .optional(),
    success: frameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    request: z.strictObject({ provider: z.enum(EMBEDDED_SOCIAL_PROVIDERS) }),
    success: z.strictObject({ uri: urlText }),
  },
  SIGN_OUT: { request: noPayload, success: noPayload },
  IS_CONNECTED: {
    request: z.strictObject({ token: z.string().min(1).max(MAX_URL_TEXT).optional() }).optional(),
    success: z.strictObject({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { request: noPayload, success: z.strictObject({ chainId: chainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: noPayload,
    success: z.strictObject({
      smartAccountEnabledNetworks: z.array(z.number().int().positive()).max(MAX_RECORD_ENTRIES),
    }),
  },
  INIT_SMART_ACCOUNT: {
    request: noPayload,
    success: z.strictObject({ address: shortText.min(1), isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: z.strictObject({ type: preferredAccountTypeSchema }),
    success: z.strictObject({ type: preferredAccountTypeSchema, address: shortText.min(1) }),
  },
  RPC_REQUEST: { request: frameRpcRequestSchema, success: z.json() },
  UPDATE_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.enum(EMAIL_UPDATE_ACTIONS) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.strictObject({ otp: otpSchema }), success: noPayload },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: z.strictObject({ otp: otpSchema }),
    success: z.strictObject({ newEmail: emailSchema }),
  },
  SYNC_THEME: { request: frameThemeSchema, success: noPayload },
  SYNC_DAPP_DATA: { request: frameDappDataSchema, success: noPayload },
  RELOAD: { request: noPayload, success: noPayload },
} as const satisfies Record<string, { readonly request: z.ZodType; readonly success: z.ZodType }>

/** The name of an app event, e.g. `'CONNECT_EMAIL'`. */
export type FrameEventName = keyof typeof FRAME_EVENTS
/** What the app sends with `event`. */
export type FrameEventRequest<event extends FrameEventName> = z.input<(typeof FRAME_EVENTS)[event]['request']>
/** What the success reply to `event` carries. */
export type FrameEventResult<event extends FrameEventName> = z.output<(typeof FRAME_EVENTS)[event]['success']>

export const FRAME_EVENT_NAMES = Object.keys(FRAME_EVENTS) as readonly FrameEventName[]

/** [FRAME-029] An error reply carries the frame's message; without one the client says 'An error occurred'. */
export const errorPayloadSchema = z
  .strictObject({ message: z.string().max(MAX_URL_TEXT).optional() })
  .optional()

/** [FRAME-016] Events whose request times out after `FRAME_REQUEST_TIMEOUT_MS`. */
export const TIMED_FRAME_EVENTS: ReadonlySet<FrameEventName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** [FRAME-007] The frame's signal that it loaded and listens. */
export const FRAME_READY_TYPE = `${FRAME_EVENT_KEY}READY`

/** The message types of app event `event` and its two replies. */
export function getFrameEventTypes(event: FrameEventName) {
  return {
    request: `${APP_EVENT_KEY}${event}`,
    success: `${FRAME_EVENT_KEY}${event}_SUCCESS`,
    error: `${FRAME_EVENT_KEY}${event}_ERROR`,
  } as const
}
