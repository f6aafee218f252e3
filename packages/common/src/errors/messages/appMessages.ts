/** Messages about creating and configuring the modal. */
export const APP_MESSAGES = {
  /** [OPT-007] */
  APPKIT_NOT_CREATED: 'Please call "createAppKit" before using "useAppKit" hook',
  /** [OPT-009] The spec gives no text; chosen here. */
  SIWE_AND_SIWX_CONFLICT: 'Options cannot set both "siweConfig" and "siwx"',
  /** [OPT-008] Logged by `createAppKit` when called again: the first instance is returned. */
  APPKIT_ALREADY_CREATED: 'createAppKit was called again: returning the existing instance',
} as const
