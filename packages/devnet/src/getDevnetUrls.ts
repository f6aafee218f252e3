import { DevnetInvalidParameterError } from './errors.js'
import { type EvmChainParameters, resolveEvmChains } from './evm/resolveEvmChains.js'
import { type DevnetEvmEndpoint, type DevnetService, getDevnetServices } from './getDevnetServices.js'
import { DEVNET_HOST } from './ports.js'

export type GetDevnetUrlsParameters = {
  /** First port; defaults to `DEFAULT_EVM_PORT_BASE`. Must be a fixed port, not `0` or `'auto'`. */
  portBase?: number
  evm?: {
    /** Defaults to `DEFAULT_EVM_CHAINS`. Ports must be fixed. */
    chains?: readonly EvmChainParameters[]
  }
}

export type GetDevnetUrlsReturnType = {
  evm: DevnetEvmEndpoint[]
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
  return { evm, services: getDevnetServices({ evm }) }
}
