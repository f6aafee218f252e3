import { z } from 'zod'

/** [FRAME-012] Prefix of the events the secure frame sends to the app. */
export const FRAME_EVENT_KEY = '@atrium-frame/'
/** [FRAME-012] Prefix of the events the app sends to the secure frame. */
export const APP_EVENT_KEY = '@atrium-app/'

/** Longest message type: the longest event name with its key and suffix fits with room to spare. */
const MAX_FRAME_TYPE_CHARS = 128
/** Longest request id: a UUID has 36 characters. */
const MAX_FRAME_ID_CHARS = 64
/**
 * Largest message, as JSON characters, the client reads. The largest legitimate reply is an RPC
 * result (a signed transaction, a typed-data signature): far below 256 KiB.
 */
export const MAX_FRAME_MESSAGE_CHARS = 256 * 1024

/**
 * True when `data` serialises to JSON within `MAX_FRAME_MESSAGE_CHARS`. Values JSON cannot hold
 * (cycles, bigints, functions turned to nothing) fail, as the protocol is JSON.
 */
export function isWithinFrameMessageSize(data: unknown): boolean {
  try {
    const json = JSON.stringify(data)
    return typeof json === 'string' && json.length <= MAX_FRAME_MESSAGE_CHARS
  } catch {
    return false
  }
}

/** [FRAME-012] True when a message type belongs to the frame protocol, in either direction. */
export function isFrameProtocolType(type: unknown): type is string {
  return typeof type === 'string' && (type.includes(FRAME_EVENT_KEY) || type.includes(APP_EVENT_KEY))
}

/**
 * The envelope every frame-protocol message shares. Each event's own payload schema narrows
 * `payload` further; this only decides whether a `postMessage` is ours at all. Strict: a message
 * with any other key (`__proto__`, `constructor`, …) is not ours.
 */
export const frameMessageEnvelopeSchema = z.strictObject({
  type: z.string().max(MAX_FRAME_TYPE_CHARS).refine(isFrameProtocolType),
  id: z.string().min(1).max(MAX_FRAME_ID_CHARS).optional(),
  payload: z.unknown().optional(),
})

export type FrameMessageEnvelope = z.infer<typeof frameMessageEnvelopeSchema>

/** Parses untrusted `MessageEvent.data`; anything that is not a frame-protocol envelope yields `undefined`. */
export function parseFrameMessageEnvelope(data: unknown): FrameMessageEnvelope | undefined {
  const result = frameMessageEnvelopeSchema.safeParse(data)
  return result.success ? result.data : undefined
}
