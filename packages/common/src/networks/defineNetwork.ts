import { isCaipNetworkId } from '../caip/CaipNetworkId.js'
import { InvalidNetworkDefinitionError } from '../errors/network.js'
import type { BlockExplorer, CaipNetwork, NetworkAssets, RpcEndpoints } from './CaipNetwork.js'

/** What `defineNetwork` changes on the base network. */
export type DefineNetworkParameters = {
  /** New HTTP endpoints of `rpcUrls.default`, and of `rpcUrls.chainDefault` unless given below. */
  readonly rpcUrls: string | readonly string[]
  /** New HTTP endpoints of `rpcUrls.chainDefault`. */
  readonly chainDefaultRpcUrls?: string | readonly string[]
  /** New WebSocket endpoints; the base network's WebSocket endpoints are dropped otherwise. */
  readonly webSocketRpcUrls?: string | readonly string[]
  readonly name?: string
  readonly blockExplorers?: { readonly default: BlockExplorer }
  readonly assets?: Partial<NetworkAssets>
}

/** The base network with the overridden fields widened to their general types. */
export type DefineNetworkReturnType<network extends CaipNetwork> = Omit<
  network,
  'name' | 'rpcUrls' | 'blockExplorers' | 'assets'
> &
  Pick<CaipNetwork<network['chainNamespace']>, 'name' | 'rpcUrls' | 'blockExplorers' | 'assets'>

/** The errors `defineNetwork` may throw. */
export type DefineNetworkErrorType = InvalidNetworkDefinitionError

const RPC_PROTOCOLS = ['http:', 'https:']
const WEB_SOCKET_PROTOCOLS = ['ws:', 'wss:']

function toUrls(value: string | readonly string[], protocols: readonly string[], field: string): string[] {
  const urls = typeof value === 'string' ? [value] : [...value]
  if (urls.length === 0) throw new InvalidNetworkDefinitionError({ details: `${field} is empty` })
  for (const url of urls) {
    let protocol: string
    try {
      protocol = new URL(url).protocol
    } catch (cause) {
      throw new InvalidNetworkDefinitionError({ details: `${field} has an invalid URL "${url}"`, cause })
    }
    if (!protocols.includes(protocol)) {
      throw new InvalidNetworkDefinitionError({
        details: `${field} needs ${protocols.join(' or ')} URLs: "${url}"`,
      })
    }
  }
  return urls
}

function withWebSocket(http: readonly string[], webSocket: readonly string[] | undefined): RpcEndpoints {
  return webSocket === undefined ? { http } : { http, webSocket }
}

/**
 * A copy of `network` (usually a catalogue network) with other RPC endpoints and, optionally,
 * another name, block explorer or image. The chain identity (`id`, `caipNetworkId`, namespace,
 * currency) never changes, so wallets and services still recognise the chain.
 *
 * @throws InvalidNetworkDefinitionError when the base network is inconsistent or a URL is invalid.
 * @example
 * const localMainnet = defineNetwork(mainnet, { rpcUrls: 'http://127.0.0.1:8545' })
 */
export function defineNetwork<network extends CaipNetwork>(
  network: network,
  parameters: DefineNetworkParameters,
): DefineNetworkReturnType<network> {
  const expectedId = `${network.chainNamespace}:${network.id}`
  if (network.caipNetworkId !== expectedId || !isCaipNetworkId(expectedId)) {
    throw new InvalidNetworkDefinitionError({
      details: `caipNetworkId "${network.caipNetworkId}" does not match "${expectedId}"`,
    })
  }
  const http = toUrls(parameters.rpcUrls, RPC_PROTOCOLS, 'rpcUrls')
  const chainDefaultHttp =
    parameters.chainDefaultRpcUrls === undefined
      ? http
      : toUrls(parameters.chainDefaultRpcUrls, RPC_PROTOCOLS, 'chainDefaultRpcUrls')
  const webSocket =
    parameters.webSocketRpcUrls === undefined
      ? undefined
      : toUrls(parameters.webSocketRpcUrls, WEB_SOCKET_PROTOCOLS, 'webSocketRpcUrls')
  return {
    ...network,
    name: parameters.name ?? network.name,
    rpcUrls: {
      default: withWebSocket(http, webSocket),
      chainDefault: withWebSocket(chainDefaultHttp, webSocket),
    },
    blockExplorers: parameters.blockExplorers ?? network.blockExplorers,
    assets: { ...network.assets, ...parameters.assets },
  }
}
