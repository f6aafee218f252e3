/**
 * [API-030][FRAME-005] Default base URLs of the remote services; each is an option
 * (`apiUrls.*`). The spec gives none. The request shapes of SPEC §7 are those of the
 * public WalletConnect / Reown services, so the defaults point there and a dApp with such a
 * project id works without configuration; devnet and tests override every one of them.
 */
export const DEFAULT_API_URLS = {
  blockchainApi: 'https://rpc.walletconnect.org',
  walletDirectory: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  frame: 'https://secure.walletconnect.org/sdk',
} as const

/** The services whose base URL is an option. */
export type ApiService = keyof typeof DEFAULT_API_URLS
