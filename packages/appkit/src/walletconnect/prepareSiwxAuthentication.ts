import { type CaipNetwork, type CaipNetworkId, isAtriumError } from '@atrium/common'
import {
  getSessionRequestKind,
  type SiwxConfig,
  SiwxInitializeFailedError,
  type SiwxMessage,
} from '@atrium/core'

/**
 * How long the wallet may take to answer an authenticated proposal, in seconds: WalletConnect's
 * default for a proposal (5 min), so asking for sign-in does not change how long a pairing lives.
 */
export const AUTHENTICATED_PROPOSAL_TTL_SECONDS = 300

/** What `provider.connect({ authentication: [request] })` sends (WalletConnect's `AuthenticateRequestParams`). */
export type SiwxAuthenticationRequest = {
  domain: string
  chains: CaipNetworkId[]
  nonce: string
  uri: string
  ttl: number
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** An authenticated session request: the sign-in config, the message it made and the request sent. */
export type SiwxAuthentication = {
  readonly siwx: SiwxConfig
  readonly message: SiwxMessage
  readonly request: SiwxAuthenticationRequest
}

/**
 * [CONN-015] Authentication first: when sign-in is configured (`options.siwx`) and the
 * networks include eip155 (WalletConnect's one-click sign-in is EIP-4361), asks `siwx` for a
 * message on the active eip155 network (the account is not known yet, so `''`) and builds the
 * authentication request of the session proposal from it, listing every configured eip155 chain
 * with the active one first. Resolves `undefined` for a plain session request: sign-in not
 * configured, no eip155 network, or a config that cannot sign in on eip155 (`CHAIN_NOT_SUPPORTED`).
 *
 * @throws the config's coded error, or `SiwxInitializeFailedError` (ERR-003) wrapping a foreign one,
 *   when the message cannot be made: no session is requested then.
 */
export async function prepareSiwxAuthentication(parameters: {
  readonly siwx: SiwxConfig | undefined
  readonly networks: readonly CaipNetwork[]
  readonly activeNetwork: CaipNetwork | undefined
}): Promise<SiwxAuthentication | undefined> {
  const { siwx, activeNetwork } = parameters
  const configured = parameters.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => network.caipNetworkId)
  const active =
    activeNetwork !== undefined && configured.includes(activeNetwork.caipNetworkId)
      ? activeNetwork.caipNetworkId
      : configured[0]
  const kind = getSessionRequestKind({
    isSignInConfigured: siwx !== undefined,
    isAuthenticationSupported: active !== undefined,
  })
  if (kind === 'connect' || siwx === undefined || active === undefined) return undefined

  let message: SiwxMessage
  try {
    message = await siwx.createMessage({ accountAddress: '', chainId: active })
  } catch (error) {
    if (isAtriumError(error) && error.code === 'CHAIN_NOT_SUPPORTED') return undefined
    throw isAtriumError(error) ? error : new SiwxInitializeFailedError({ cause: error })
  }
  const { data } = message
  const chains = [active, ...configured.filter((chainId) => chainId !== active)]
  const request: SiwxAuthenticationRequest = {
    domain: data.domain,
    chains: [...new Set(chains)],
    nonce: data.nonce,
    uri: data.uri,
    ttl: AUTHENTICATED_PROPOSAL_TTL_SECONDS,
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.expirationTime ? { exp: data.expirationTime } : {}),
    ...(data.notBefore ? { nbf: data.notBefore } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
  }
  return { siwx, message, request }
}
