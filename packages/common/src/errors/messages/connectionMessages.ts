/** Messages of the connection lifecycle. */
export const CONNECTION_MESSAGES = {
  /** [CONN-024] */
  DISCONNECT_FAILED: 'Failed to disconnect',
  /** [ERR-017] */
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: 'ConnectionController client not set',
} as const
