/** Messages of core's service clients (Blockchain API, wallet directory, analytics); texts are ours. */
export const CORE_SERVICE_MESSAGES = {
  /** [API-032] A response body that does not match the endpoint's schema. */
  SERVICE_INVALID_RESPONSE: 'Unexpected response from {service}',
  /** [EVT-003] Logged when an analytics event could not be sent; analytics never throws. */
  ANALYTICS_SEND_FAILED: 'Unable to send analytics event',
  /** Logged when a `/getWallets` entry has the wrong shape: it is dropped and the rest of the page shows. */
  WALLET_DIRECTORY_ENTRY_DROPPED: 'Dropped a malformed wallet directory entry',
} as const
