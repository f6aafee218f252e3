/** Sign-in (SIWX) messages, including the loading text. */
export const AUTH_MESSAGES = {
  /** [ERR-001] */
  SIGNATURE_DECLINED: 'Signature declined',
  /** [ERR-002] */
  SMART_ACCOUNT_NOT_SUPPORTED: 'This application might not support Smart Accounts',
  /** [ERR-003] The spec's wording ("trying initialize") is kept as quoted. */
  AUTHENTICATION_INITIALIZE_FAILED: 'A problem occurred while trying initialize authentication',
  /** [ERR-004] */
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  /** [ERR-005] Loading text. */
  AUTHENTICATING: 'Authenticating...',
} as const
