import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "APP_EVENT_KEY",
      "FRAME_EVENTS",
      "FRAME_EVENT_KEY",
      "FRAME_EVENT_NAMES",
      "FRAME_READY_TYPE",
      "FrameError",
      "MAX_FRAME_MESSAGE_CHARS",
      "TIMED_FRAME_EVENTS",
      "buildFrameUrl",
      "createFrameClient",
      "createFrameEip1193Provider",
      "createFrameParentChannel",
      "createFrameSolanaProvider",
      "createFrameTransport",
      "errorPayloadSchema",
      "frameDappDataSchema",
      "frameMessageEnvelopeSchema",
      "frameRpcRequestSchema",
      "frameThemeSchema",
      "frameUserSchema",
      "getFrameEventTypes",
      "isFrameProtocolType",
      "isWithinFrameMessageSize",
      "parseFrameMessageEnvelope",
      "parseFrameSchema",
    ]
  `)
})
