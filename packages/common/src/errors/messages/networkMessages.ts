/** Messages about chains, networks and chain adapters. */
export const NETWORK_MESSAGES = {
  /** [VAL-012] */
  INVALID_CHAIN_ID: 'Invalid chainId',
  /** [NAME-001] */
  NETWORK_NOT_FOUND: 'Network not found',
  /** [ERR-015] */
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  /** [ERR-016] */
  NETWORK_CONTROLLER_CLIENT_NOT_SET: 'NetworkController client not set',
  /** [ERR-018] The spec truncates the text after 'Chain is required'; the rest is our choice. */
  CHAIN_REQUIRED: 'Chain is required to perform this action',
  INVALID_NETWORK_DEFINITION: 'Invalid network definition',
  /** [ROUTER-026] The name of a network a wallet moved to that is neither requested nor in the catalogue. */
  UNKNOWN_NETWORK: 'Unknown Network',
} as const
