import { DevnetInvalidParameterError } from './errors.js'
import { type EvmChainParameters, resolveEvmChains } from './evm/resolveEvmChains.js'
import { type DevnetEvmEndpoint, type DevnetService, getDevnetServices } from './getDevnetServices.js'
import { DEVNET_HOST } from './ports.js'
import { resolveRelayPort } from './relay/resolveRelayPort.js'

export type GetDevnetUrlsParameters = {
  /** First port; defaults to `DEFAULT_EVM_PORT_BASE`. Must be a fixed port, not `0` or `'auto'`. */
  portBase?: number
  evm?: {
    /** Defaults to `DEFAULT_EVM_CHAINS`. Ports must be fixed. */
    chains?: readonly EvmChainParameters[]
  }
  /** As for `startDevnet`: the relay's fixed port, or `false` for a devnet without relay. */
  relay?: { port?: number } | false
}

export type GetDevnetUrlsReturnType = {
  evm: DevnetEvmEndpoint[]
  /** The WalletConnect relay's port and `ws://` URL; absent with `relay: false`. */
  relay?: { port: number; url: string }
  services: DevnetService[]
}

export type GetDevnetUrlsErrorType = DevnetInvalidParameterError

/**
 * The URLs a devnet started with the same options listens on, computed without starting
 * anything (for the laboratory and for configs). Free-port options (`0`, `'auto'`) are rejected
 * because their ports are only known once started.
 *
 * @example
 * const { evm } = getDevnetUrls() // evm[0].rpcUrl === 'http://127.0.0.1:8545'
 */
export function getDevnetUrls(parameters: GetDevnetUrlsParameters = {}): GetDevnetUrlsReturnType {
  const evm = resolveEvmChains({ chains: parameters.evm?.chains, portBase: parameters.portBase }).map(
    (chain): DevnetEvmEndpoint => {
      if (chain.port === 'auto') {
        throw new DevnetInvalidParameterError({
          parameter: 'port',
          reason: `EVM chain ${chain.chainId} has a free-port setting, so its URL is unknown until it starts`,
        })
      }
      return { ...chain, port: chain.port, rpcUrl: `http://${DEVNET_HOST}:${chain.port}` }
    },
  )
  if (parameters.relay === false) return { evm, services: getDevnetServices({ evm }) }
  const port = resolveRelayPort({ port: parameters.relay?.port, portBase: parameters.portBase })
  if (port === 'auto') {
    throw new DevnetInvalidParameterError({
      parameter: 'port',
      reason: 'the WalletConnect relay has a free-port setting, so its URL is unknown until it starts',
    })
  }
  const relay = { port, url: `ws://${DEVNET_HOST}:${port}` }
  return { evm, relay, services: getDevnetServices({ evm, relayUrl: relay.url }) }
}
