/** Messages of RPC method gating and of the HTTP / JSON-RPC transports. */
export const RPC_MESSAGES = {
  /** [RPC-003] */
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  /** [RPC-003] What the UI shows for `RPC_METHOD_NOT_ALLOWED`. */
  ACTION_NOT_ALLOWED: 'Action not allowed',
  /** [RPC-005] */
  REQUEST_ABORTED: 'Request was aborted',
  /** [RPC-012] */
  REQUEST_TIMEOUT: 'The request took too long to respond.',
  /** [RPC-017] Transport-level failure; the spec does not quote the text. */
  HTTP_REQUEST_FAILED: 'HTTP request failed.',
  /** [RPC-017] A JSON-RPC error response; the spec does not quote the text. */
  RPC_REQUEST_FAILED: 'RPC Request failed.',
  /** [API-029] */
  HTTP_STATUS: 'HTTP status code: {status}',
} as const
