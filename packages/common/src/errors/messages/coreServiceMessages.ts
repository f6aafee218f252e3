/** Messages of core's service clients (Blockchain API, wallet directory, analytics); texts are ours. */
export const CORE_SERVICE_MESSAGES = {
  /** [API-032] A response body that does not match the endpoint's schema. */
  SERVICE_INVALID_RESPONSE: 'Unexpected response from {service}',
  /** [EVT-003] Logged when an analytics event could not be sent; analytics never throws. */
  ANALYTICS_SEND_FAILED: 'Unable to send analytics event',
} as const
