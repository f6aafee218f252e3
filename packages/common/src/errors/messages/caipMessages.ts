/** Messages of CAIP-2 / CAIP-10 parsing. The spec quotes no text for these. */
export const CAIP_MESSAGES = {
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address',
} as const
