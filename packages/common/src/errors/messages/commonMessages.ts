/** Messages several areas share. */
export const COMMON_MESSAGES = {
  /** [RPC-005][SEND-010] Generic failure text: non-RPC aborts and failed EVM sends. */
  SOMETHING_WENT_WRONG: 'Something went wrong',
} as const
