/** Messages of the format validators (spec §5). The spec quotes no text for these. */
export const VALIDATION_MESSAGES = {
  INVALID_ADDRESS: 'Invalid address',
  /** [FRAME-019] */
  INVALID_EMAIL: 'Please enter a valid email address',
  /** [ACCT-004] */
  INVALID_PREFERRED_ACCOUNT_TYPE: 'Invalid preferred account type',
  /** [VAL-001] */
  INVALID_ACCOUNT_NAME: 'Names may contain only letters, digits and hyphens, and need at least 4 characters',
  /** [VAL-013] The spec's rule, worded as its §5 states it. */
  INVALID_SEND_CALLS_TARGET: "Calls in sendCalls need a 'to' starting with 0x",
} as const
