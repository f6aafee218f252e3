import { AtriumError, type AtriumErrorOptions, FRAME_MESSAGES, VALIDATION_MESSAGES } from '@atrium/common'

/** Every code the frame client rejects with. */
export type FrameErrorCode = keyof typeof FRAME_MESSAGES | 'INVALID_EMAIL'

const FRAME_ERROR_TEXTS: Readonly<Record<FrameErrorCode, string>> = {
  ...FRAME_MESSAGES,
  INVALID_EMAIL: VALIDATION_MESSAGES.INVALID_EMAIL,
}

/**
 * An error of the secure-frame client. `message` is the catalogue text of `code`, except for
 * `FRAME_REQUEST_FAILED`, whose message is the frame's own when it gave one (FRAME-010), and texts
 * with placeholders, which the caller fills (`message` option).
 */
export class FrameError extends AtriumError<FrameErrorCode> {
  override name = 'FrameError'
  constructor(code: FrameErrorCode, options: AtriumErrorOptions & { readonly message?: string } = {}) {
    const { message, ...rest } = options
    super(code, message ?? FRAME_ERROR_TEXTS[code], rest)
  }
}
