import { FrameError } from '../errors/FrameError.js'
import {
  FRAME_EVENTS,
  FRAME_READY_TYPE,
  type FrameEventName,
  type FrameEventResult,
  getFrameEventTypes,
} from '../events/frameEvents.js'
import { parseFrameSchema } from '../events/frameSchemaIssue.js'

/** The options of `createFrameParentChannel`. */
export type FrameParentChannelOptions = {
  /** The dApp window (`window.parent` in the frame page); `null` or the frame's own window when it is not embedded. */
  readonly parent: Window | null
  /** The frame's own window, to tell "embedded" from "opened directly" (where `window.parent === window`). */
  readonly self: Window
  /** The dApp origin, already checked against the allow-list; replies go to it alone. */
  readonly parentOrigin: string
}

/**
 * The frame page's side of the protocol: posts ready and the replies to app events, each reply
 * checked against its event's schema first so the page cannot send what the client would refuse.
 */
export function createFrameParentChannel(options: FrameParentChannelOptions) {
  const post = (message: { type: string; id?: string; payload?: unknown }) => {
    // [FRAME-014] A page that is not inside a dApp has nobody to answer.
    if (options.parent === null || options.parent === options.self)
      throw new FrameError('FRAME_PARENT_NOT_SET')
    options.parent.postMessage(message, options.parentOrigin)
  }
  return {
    /** [FRAME-007] Tells the client the frame listens. */
    postReady: () => post({ type: FRAME_READY_TYPE }),
    /** [FRAME-029] The success reply to request `id` of `event`. */
    postSuccess<event extends FrameEventName>(event: event, id: string, payload: FrameEventResult<event>) {
      const checked = parseFrameSchema(FRAME_EVENTS[event].success, payload)
      if (!checked.success) throw checked.error
      post({ type: getFrameEventTypes(event).success, id, payload: checked.data })
    },
    /** [FRAME-029] The error reply to request `id` of `event`, with the message the app shows. */
    postError(event: FrameEventName, id: string, message: string) {
      post({ type: getFrameEventTypes(event).error, id, payload: { message } })
    },
  }
}
