import { z } from 'zod'

/** [FRAME-012] Prefix of the events the secure frame sends to the app. */
export const FRAME_EVENT_KEY = '@atrium-frame/'
/** [FRAME-012] Prefix of the events the app sends to the secure frame. */
export const APP_EVENT_KEY = '@atrium-app/'

/** [FRAME-012] True when a message type belongs to the frame protocol, in either direction. */
export function isFrameProtocolType(type: unknown): type is string {
  return typeof type === 'string' && (type.includes(FRAME_EVENT_KEY) || type.includes(APP_EVENT_KEY))
}

/**
 * The envelope every frame-protocol message shares. Each event's own payload schema narrows
 * `payload` further; this only decides whether a `postMessage` is ours at all.
 */
export const frameMessageEnvelopeSchema = z.object({
  type: z.string().refine(isFrameProtocolType),
  id: z.string().min(1).optional(),
  payload: z.unknown().optional(),
})

export type FrameMessageEnvelope = z.infer<typeof frameMessageEnvelopeSchema>

/** Parses untrusted `MessageEvent.data`; anything that is not a frame-protocol envelope yields `undefined`. */
export function parseFrameMessageEnvelope(data: unknown): FrameMessageEnvelope | undefined {
  const result = frameMessageEnvelopeSchema.safeParse(data)
  return result.success ? result.data : undefined
}
