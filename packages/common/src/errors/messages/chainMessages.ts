/** [RPC-019] Texts of the chain error codes 4902, 5000 and 32603. The spec quotes none of them. */
export const CHAIN_MESSAGES = {
  CHAIN_UNRECOGNIZED: 'The wallet does not recognise this chain.',
  CHAIN_DEFAULT_ERROR: 'The wallet could not complete the chain request.',
  CHAIN_INVALID_ID: 'The chain id is not valid.',
} as const
