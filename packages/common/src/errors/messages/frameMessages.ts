/** Messages of the embedded login frame and email/social login. */
export const FRAME_MESSAGES = {
  /** [FRAME-015] */
  FRAME_LOAD_FAILED: 'Unable to load email login dependency',
  /** [FRAME-013] */
  FRAME_IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  /** [FRAME-014] */
  FRAME_PARENT_NOT_SET: 'parent is not set',
  /** [FRAME-011] A schema failure on a missing field. */
  FRAME_SCHEMA_REQUIRED: 'Required',
  /** [FRAME-011] A schema failure on a wrong value. */
  FRAME_SCHEMA_INVALID_INPUT: 'Invalid input',
  /** [FRAME-010] Used when the frame's error reply carries no message of its own. */
  FRAME_REQUEST_FAILED: 'An error occurred',
  /** [FRAME-016] The spec gives no text for a timed-out frame request; chosen here. */
  FRAME_REQUEST_TIMEOUT: 'The secure frame did not respond in time',
  /** STYLE §7: `dispose()` rejects pending requests with this code. The text is ours. */
  FRAME_DISPOSED: 'The secure frame was closed',
  /** [FRAME-022] `{n}` is the seconds left, rounded up. */
  EMAIL_COOLDOWN: 'Please try again after {n} seconds',
  /** The frame page's answer to an app event it does not serve (social, Farcaster, smart accounts). */
  FRAME_PAGE_EVENT_UNSUPPORTED: 'This sign-in method is not available',
  /** The frame page's answer to a code sent before any email was given. */
  FRAME_PAGE_EMAIL_MISSING: 'Enter your email to get a code first',
  /** The mailed device approval was not clicked while the frame waited. */
  FRAME_PAGE_DEVICE_NOT_APPROVED: 'Approve this device from the link in your email, then try again',
  /** The frame page could not reach its auth service, or read its answer. */
  FRAME_PAGE_SERVICE_UNREACHABLE: 'The sign-in service could not be reached',
  /** CONNECT_FARCASTER before GET_FARCASTER_URI gave a sign-in link. */
  FRAME_PAGE_FARCASTER_NOT_STARTED: 'Open the Farcaster sign-in link first',
} as const
