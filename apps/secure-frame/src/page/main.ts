import { FRAME_MESSAGES, formatAlert } from '@atrium/common'
import {
  APP_EVENT_KEY,
  createFrameParentChannel,
  FRAME_EVENTS,
  FrameError,
  type FrameEventName,
  isWithinFrameMessageSize,
  parseFrameMessageEnvelope,
  parseFrameSchema,
} from '@atrium/frame'
import { SECURE_FRAME_CONFIG_PATH, secureFrameConfigSchema } from '../config/secureFrameConfig.js'
import { AuthApiError, createAuthApi } from './authApi.js'
import { AppEventError, createAppEventHandler } from './createAppEventHandler.js'
import { createFrameSession, readDeviceId } from './frameSession.js'
import { readParentOrigin } from './readParentOrigin.js'

const status = document.getElementById('frame-status')
const show = (text: string) => {
  if (status) status.textContent = text
}

const isFrameEventName = (name: string): name is FrameEventName => Object.hasOwn(FRAME_EVENTS, name)

/** The chain the client asked for in the frame's URL (FRAME-002), as a number when it is one. */
function readChainId(query: URLSearchParams): number | string {
  const value = query.get('chainId') ?? '1'
  return /^[0-9]{1,15}$/.test(value) ? Number(value) : value.slice(0, 256)
}

async function start() {
  const configResponse = await fetch(SECURE_FRAME_CONFIG_PATH, { cache: 'no-store' })
  const config = secureFrameConfigSchema.parse(await configResponse.json())
  const parentOrigin = readParentOrigin(window.location, document.referrer)
  // SPEC §8 Invalid App Configuration: a dApp origin the deployment does not allow gets no frame.
  if (parentOrigin === undefined || !config.allowedOrigins.includes(parentOrigin)) {
    const alert = formatAlert('ALERT_ORIGIN_NOT_ALLOWED', { origin: parentOrigin ?? '' })
    show(`${alert.title}: ${alert.description}`)
    return
  }
  const channel = createFrameParentChannel({ parent: window.parent, self: window, parentOrigin })
  const handle = createAppEventHandler({
    api: createAuthApi({
      authUrl: config.authUrl,
      appOrigin: parentOrigin,
      deviceId: readDeviceId(window.localStorage),
    }),
    session: createFrameSession(window.localStorage, parentOrigin),
    chainId: readChainId(new URLSearchParams(window.location.search)),
    onReload: () => window.location.reload(),
  })

  /** Runs `event` and replies; a reply that fails its own schema becomes an error reply. */
  const answer = async (event: FrameEventName, id: string, payload: unknown) => {
    try {
      channel.postSuccess(event, id, (await handle(event, payload as never)) as never)
    } catch (error) {
      const known = error instanceof AuthApiError || error instanceof AppEventError
      channel.postError(event, id, known ? error.message : FRAME_MESSAGES.FRAME_REQUEST_FAILED)
    }
  }

  window.addEventListener('message', (message) => {
    // Only the embedding window of the allowed origin drives the frame.
    if (message.source !== window.parent || message.origin !== parentOrigin) return
    if (!isWithinFrameMessageSize(message.data)) return
    const envelope = parseFrameMessageEnvelope(message.data)
    if (envelope?.id === undefined || !envelope.type.startsWith(APP_EVENT_KEY)) return
    const event = envelope.type.slice(APP_EVENT_KEY.length)
    if (!isFrameEventName(event)) return
    const { id } = envelope
    const request = parseFrameSchema(FRAME_EVENTS[event].request, envelope.payload)
    if (!request.success) {
      channel.postError(event, id, request.error.message)
      return
    }
    void answer(event, id, request.data)
  })
  channel.postReady()
}

start().catch((error: unknown) => {
  // 'parent is not set' when opened outside a dApp; otherwise the deployment's settings did not load.
  show(error instanceof FrameError ? error.message : FRAME_MESSAGES.FRAME_PAGE_SERVICE_UNREACHABLE)
})
