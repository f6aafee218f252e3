export {
  APP_EVENT_KEY,
  FRAME_EVENT_KEY,
  type FrameMessageEnvelope,
  frameMessageEnvelopeSchema,
  isFrameProtocolType,
  parseFrameMessageEnvelope,
} from '../messages/frameMessage.js'
