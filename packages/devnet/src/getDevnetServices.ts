/** One row of the devnet's service table: what runs, on which network, at which URL. */
export type DevnetService = {
  /** Display name, e.g. `Ethereum`. */
  readonly name: string
  /** CAIP-2 network id (`eip155:1`) for chain nodes; absent for services that serve no single chain. */
  readonly networkId?: string
  /** Base URL on 127.0.0.1. */
  readonly url: string
}

/** An EVM chain's endpoint: enough to configure a client without starting anything. */
export type DevnetEvmEndpoint = {
  readonly chainId: number
  readonly name: string
  readonly port: number
  readonly rpcUrl: string
}

/** Display name of the relay's row. */
export const RELAY_SERVICE_NAME = 'WalletConnect relay'

export type GetDevnetServicesParameters = {
  evm: readonly DevnetEvmEndpoint[]
  /** The relay and its `ws://` URL; no row without it. */
  relay?: { readonly url: string } | undefined
  /** The Solana chain's JSON-RPC URL and network; no row without it. */
  solana?: { readonly rpcUrl: string; readonly networkId: string } | undefined
  /** The Bitcoin chain's Esplora URL and network; no row without it. */
  bitcoin?: { readonly url: string; readonly networkId: string } | undefined
  /** The Polkadot chain's WebSocket URL and network; no row without it. */
  polkadot?: { readonly wsUrl: string; readonly networkId: string } | undefined
  /** The wallet directory's base URL; no row without it. */
  walletDirectory?: { readonly url: string } | undefined
  /** The Blockchain API's base URL; no row without it. */
  blockchainApi?: { readonly url: string } | undefined
  /** The mail sink's SMTP URL and its mailbox API's base URL; no rows without it. */
  mailSink?: { readonly smtpUrl: string; readonly url: string } | undefined
  /** The auth service's base URL; no row without it. */
  auth?: { readonly url: string } | undefined
  /** The secure frame page's URL (a dApp's `apiUrls.frame`); no row without it. */
  frame?: { readonly url: string } | undefined
  /** The Farcaster Auth relay's base URL; no row without it. */
  farcasterRelay?: { readonly url: string } | undefined
  /** The local OpenID Connect provider's base URL (issuers at `<url>/<provider>`); no row without it. */
  oidc?: { readonly url: string } | undefined
}

/** Display names of the non-EVM chains' rows. */
export const SOLANA_SERVICE_NAME = 'Solana (litesvm)'
export const BITCOIN_SERVICE_NAME = 'Bitcoin regtest (Esplora)'
export const POLKADOT_SERVICE_NAME = 'Rococo Asset Hub (chopsticks)'

/** Display name of the wallet directory's row. */
export const WALLET_DIRECTORY_SERVICE_NAME = 'Wallet directory'

/** Display name of the Blockchain API's row. */
export const BLOCKCHAIN_API_SERVICE_NAME = 'Blockchain API'

/** Display names of the mail sink's rows: its SMTP server and the mailbox API tests read codes from. */
export const MAIL_SINK_SERVICE_NAME = 'Mail sink (SMTP)'
export const MAILBOX_SERVICE_NAME = 'Dev mailbox'

/** Display name of the auth service's row. */
export const AUTH_SERVICE_NAME = 'Auth service'

/** Display name of the secure frame page's row. */
export const SECURE_FRAME_SERVICE_NAME = 'Secure frame'

/** Display name of the Farcaster Auth relay's row (Sign In With Farcaster's channels). */
export const FARCASTER_RELAY_SERVICE_NAME = 'Farcaster auth relay'

/** Display name of the local OpenID Connect provider's row (the social providers of devnet). */
export const OIDC_SERVICE_NAME = 'OpenID provider'

/** The service table of a devnet, in display order. */
export function getDevnetServices(parameters: GetDevnetServicesParameters): DevnetService[] {
  const chains = parameters.evm.map((chain) => ({
    name: chain.name,
    networkId: `eip155:${chain.chainId}`,
    url: chain.rpcUrl,
  }))
  const { relay, solana, bitcoin, polkadot, walletDirectory, blockchainApi, mailSink, auth, frame } =
    parameters
  const { farcasterRelay, oidc } = parameters
  return [
    ...chains,
    ...(solana === undefined
      ? []
      : [{ name: SOLANA_SERVICE_NAME, networkId: solana.networkId, url: solana.rpcUrl }]),
    ...(bitcoin === undefined
      ? []
      : [{ name: BITCOIN_SERVICE_NAME, networkId: bitcoin.networkId, url: bitcoin.url }]),
    ...(polkadot === undefined
      ? []
      : [{ name: POLKADOT_SERVICE_NAME, networkId: polkadot.networkId, url: polkadot.wsUrl }]),
    ...(relay === undefined ? [] : [{ name: RELAY_SERVICE_NAME, url: relay.url }]),
    ...(walletDirectory === undefined
      ? []
      : [{ name: WALLET_DIRECTORY_SERVICE_NAME, url: walletDirectory.url }]),
    ...(blockchainApi === undefined ? [] : [{ name: BLOCKCHAIN_API_SERVICE_NAME, url: blockchainApi.url }]),
    ...(mailSink === undefined
      ? []
      : [
          { name: MAIL_SINK_SERVICE_NAME, url: mailSink.smtpUrl },
          { name: MAILBOX_SERVICE_NAME, url: mailSink.url },
        ]),
    ...(auth === undefined ? [] : [{ name: AUTH_SERVICE_NAME, url: auth.url }]),
    ...(frame === undefined ? [] : [{ name: SECURE_FRAME_SERVICE_NAME, url: frame.url }]),
    ...(farcasterRelay === undefined
      ? []
      : [{ name: FARCASTER_RELAY_SERVICE_NAME, url: farcasterRelay.url }]),
    ...(oidc === undefined ? [] : [{ name: OIDC_SERVICE_NAME, url: oidc.url }]),
  ]
}
