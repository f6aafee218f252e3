export { buildFrameUrl, type FrameUrlParameters } from '../client/buildFrameUrl.js'
export { createFrameClient, type FrameClient, type FrameClientOptions } from '../client/createFrameClient.js'
export {
  createFrameTransport,
  type FrameTransport,
  type FrameTransportOptions,
} from '../client/createFrameTransport.js'
export type { FrameLoginData, FrameLoginDataValues } from '../client/FrameLoginData.js'
export { FrameError, type FrameErrorCode } from '../errors/FrameError.js'
export {
  errorPayloadSchema,
  FRAME_EVENT_NAMES,
  FRAME_EVENTS,
  FRAME_READY_TYPE,
  type FrameEventName,
  type FrameEventRequest,
  type FrameEventResult,
  frameDappDataSchema,
  frameRpcRequestSchema,
  frameThemeSchema,
  frameUserSchema,
  getFrameEventTypes,
  TIMED_FRAME_EVENTS,
} from '../events/frameEvents.js'
export { type FrameParseResult, parseFrameSchema } from '../events/frameSchemaIssue.js'
export { createFrameParentChannel, type FrameParentChannelOptions } from '../host/createFrameParentChannel.js'
export {
  APP_EVENT_KEY,
  FRAME_EVENT_KEY,
  type FrameMessageEnvelope,
  frameMessageEnvelopeSchema,
  isFrameProtocolType,
  isWithinFrameMessageSize,
  MAX_FRAME_MESSAGE_CHARS,
  parseFrameMessageEnvelope,
} from '../messages/frameMessage.js'
export {
  createFrameEip1193Provider,
  type FrameEip1193Source,
} from '../providers/createFrameEip1193Provider.js'
export { createFrameSolanaProvider, type FrameSolanaSource } from '../providers/createFrameSolanaProvider.js'
