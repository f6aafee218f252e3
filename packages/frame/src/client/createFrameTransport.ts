import { FRAME_REQUEST_TIMEOUT_MS, FRAME_Z_INDEX } from '@atrium/common'
import { FrameError } from '../errors/FrameError.js'
import {
  errorPayloadSchema,
  FRAME_EVENTS,
  FRAME_READY_TYPE,
  type FrameEventName,
  type FrameEventRequest,
  type FrameEventResult,
  getFrameEventTypes,
  TIMED_FRAME_EVENTS,
} from '../events/frameEvents.js'
import { parseFrameSchema } from '../events/frameSchemaIssue.js'
import { isWithinFrameMessageSize, parseFrameMessageEnvelope } from '../messages/frameMessage.js'
import { buildFrameUrl, type FrameUrlParameters } from './buildFrameUrl.js'

/** The options of `createFrameTransport`. */
export type FrameTransportOptions = FrameUrlParameters & {
  /** The document the iframe is added to; the global one by default. */
  readonly document?: Document | undefined
}

type PendingRequest = {
  readonly event: FrameEventName
  readonly resolve: (value: unknown) => void
  readonly reject: (error: FrameError) => void
  readonly timer: ReturnType<typeof setTimeout> | undefined
  /** The page the request was posted to (a count of the reloads before it); unset until posted. */
  page?: number
}

/** The hidden secure frame and its request/reply protocol. */
export type FrameTransport = {
  /** Creates the iframe if it does not exist yet (FRAME-006) and resolves when it sent ready (FRAME-007). */
  load(): Promise<void>
  /** True once the frame sent its ready event. */
  isReady(): boolean
  /** Sends app event `event` and resolves with its success reply's payload. */
  request<event extends FrameEventName>(
    event: event,
    ...payload: undefined extends FrameEventRequest<event>
      ? [payload?: FrameEventRequest<event>]
      : [payload: FrameEventRequest<event>]
  ): Promise<FrameEventResult<event>>
  /** The iframe, once created; the modal shows it for flows that need the frame's own UI. */
  getIframe(): HTMLIFrameElement | undefined
  /** Removes the iframe and its listener; pending and later requests reject with `FRAME_DISPOSED`. */
  dispose(): void
}

/**
 * The transport of the secure frame (SPEC §4). A message is read only when it comes from the frame
 * URL's exact origin **and** from this iframe's window (another frame or a popup on the same origin
 * cannot answer), fits `MAX_FRAME_MESSAGE_CHARS`, and parses; anything else is ignored without a
 * trace. Messages are posted only to that origin, never to `'*'`.
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const src = buildFrameUrl(options)
  const frameOrigin = src.origin
  const pending = new Map<string, PendingRequest>()
  let iframe: HTMLIFrameElement | undefined
  let ready: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let failLoad: ((error: FrameError) => void) | undefined
  let readyReceived = false
  let disposed = false
  // Counts the RELOADs posted: a request posted before the latest one went to a page that is gone.
  let page = 0

  const documentOf = () => options.document ?? globalThis.document
  const windowOf = () => documentOf().defaultView ?? globalThis.window

  const settle = (id: string, outcome: { value: unknown } | { error: FrameError }) => {
    const request = pending.get(id)
    if (request === undefined) return
    pending.delete(id)
    clearTimeout(request.timer)
    if ('error' in outcome) request.reject(outcome.error)
    else request.resolve(outcome.value)
  }

  const onReply = (request: PendingRequest, id: string, type: string, payload: unknown) => {
    const types = getFrameEventTypes(request.event)
    let outcome: { value: unknown } | { error: FrameError }
    if (type === types.success) {
      const parsed = parseFrameSchema(FRAME_EVENTS[request.event].success, payload)
      outcome = parsed.success ? { value: parsed.data } : { error: parsed.error }
    } else if (type === types.error) {
      const parsed = parseFrameSchema(errorPayloadSchema, payload)
      const message = parsed.success ? parsed.data?.message : undefined
      // [FRAME-010] The frame's own message, or 'An error occurred' when it gave none.
      outcome = { error: new FrameError('FRAME_REQUEST_FAILED', message ? { message } : {}) }
    } else return
    if (request.event === 'RELOAD') endReload(id, 'value' in outcome)
    settle(id, outcome)
  }

  const onMessage = (event: MessageEvent) => {
    const frameWindow = iframe?.contentWindow
    if (event.origin !== frameOrigin || frameWindow == null || event.source !== frameWindow) return
    if (!isWithinFrameMessageSize(event.data)) return
    // [FRAME-012] Only messages whose type carries the frame or the app event key.
    const message = parseFrameMessageEnvelope(event.data)
    if (message === undefined) return
    if (message.type === FRAME_READY_TYPE) {
      readyReceived = true
      markReady?.()
      return
    }
    if (message.id === undefined) return
    // [FRAME-009] Only the reply with a pending request's id settles it; a replayed id finds nothing.
    const request = pending.get(message.id)
    if (request !== undefined) onReply(request, message.id, message.type, message.payload)
  }

  const rejectAll = (error: FrameError) => {
    for (const id of [...pending.keys()]) settle(id, { error })
  }

  /**
   * RELOAD is posted: later requests wait for the reloaded page's ready event instead of being
   * posted to a page that is going away.
   */
  const beginReload = () => {
    page += 1
    readyReceived = false
    const reloaded = new Promise<void>((resolve, reject) => {
      markReady = resolve
      failLoad = reject
    })
    // Disposed before the reloaded page is ready, with no request waiting: not an unhandled rejection.
    reloaded.catch(() => undefined)
    ready = reloaded
  }

  /**
   * The frame answered RELOAD (request `reloadId`). Reloading, what the old page was still working
   * on will never be answered, so it fails now (an untimed request, such as a Farcaster sign-in,
   * would otherwise wait forever). Refused, its page stays, ready for what waits.
   */
  const endReload = (reloadId: string, reloading: boolean) => {
    if (!reloading) {
      readyReceived = true
      markReady?.()
      return
    }
    for (const [id, request] of [...pending])
      if (id !== reloadId && request.page !== undefined && request.page < page)
        settle(id, { error: new FrameError('FRAME_REQUEST_FAILED') })
  }

  const removeIframe = () => {
    windowOf().removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
    ready = undefined
    readyReceived = false
  }

  const createIframe = (): Promise<void> => {
    const element = documentOf().createElement('iframe')
    element.src = src.href
    // [FRAME-001] Hidden, fixed, above everything, so the modal can reveal it where a flow needs it.
    element.style.position = 'fixed'
    element.style.zIndex = String(FRAME_Z_INDEX)
    element.style.display = 'none'
    element.setAttribute('aria-hidden', 'true')
    const loaded = new Promise<void>((resolve, reject) => {
      markReady = resolve
      failLoad = reject
    })
    // [FRAME-015] An iframe that fails to load fails every request waiting on it; it is removed,
    // so a later call loads a new one (a network blip does not end email login for the page).
    element.addEventListener('error', () => {
      // A page that stops loading because its iframe was removed is not this frame failing.
      if (iframe !== element) return
      const error = new FrameError('FRAME_LOAD_FAILED')
      failLoad?.(error)
      rejectAll(error)
      removeIframe()
    })
    windowOf().addEventListener('message', onMessage)
    iframe = element
    documentOf().body.appendChild(element)
    return loaded
  }

  const load = (): Promise<void> => {
    if (disposed) return Promise.reject(new FrameError('FRAME_DISPOSED'))
    ready ??= createIframe()
    return ready
  }

  const post = (message: { type: string; id: string; payload: unknown }) => {
    // [FRAME-013] A removed iframe has no window to post to.
    const target = iframe?.isConnected ? iframe.contentWindow : null
    if (target == null) throw new FrameError('FRAME_IFRAME_NOT_SET')
    target.postMessage(message, frameOrigin)
  }

  const request = (event: FrameEventName, payload?: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const checked = parseFrameSchema(FRAME_EVENTS[event].request, payload)
      if (!checked.success) {
        reject(checked.error)
        return
      }
      // [FRAME-008] A fresh id per request; replies are matched on it alone.
      const id = crypto.randomUUID()
      // [FRAME-016] The time-out also covers the wait for a frame that never gets ready.
      const timer = TIMED_FRAME_EVENTS.has(event)
        ? setTimeout(
            () => settle(id, { error: new FrameError('FRAME_REQUEST_TIMEOUT') }),
            FRAME_REQUEST_TIMEOUT_MS,
          )
        : undefined
      const entry: PendingRequest = { event, resolve, reject, timer }
      pending.set(id, entry)
      const send = () => {
        const current = load()
        current.then(
          () => {
            if (!pending.has(id)) return
            // A RELOAD posted meanwhile: this goes to the reloaded page, once it is ready.
            if (ready !== current) return send()
            try {
              post({ type: getFrameEventTypes(event).request, id, payload: checked.data })
              entry.page = page
              if (event === 'RELOAD') beginReload()
            } catch (error) {
              settle(id, {
                error:
                  error instanceof FrameError
                    ? error
                    : new FrameError('FRAME_IFRAME_NOT_SET', { cause: error }),
              })
            }
          },
          (error: FrameError) => settle(id, { error }),
        )
      }
      send()
    })

  return {
    load,
    isReady: () => readyReceived && !disposed,
    request: request as FrameTransport['request'],
    getIframe: () => iframe,
    dispose() {
      if (disposed) return
      disposed = true
      const error = new FrameError('FRAME_DISPOSED')
      failLoad?.(error)
      rejectAll(error)
      removeIframe()
    },
  }
}
