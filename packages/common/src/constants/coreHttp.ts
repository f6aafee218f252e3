/**
 * Time after which a service request (Blockchain API, wallet directory, analytics) is aborted with
 * 'The request took too long to respond.'. Not given by the spec; chosen to match the frame
 * request timeouts (30 s), long enough for a slow portfolio lookup.
 */
export const SERVICE_REQUEST_TIMEOUT_MS = 30_000
