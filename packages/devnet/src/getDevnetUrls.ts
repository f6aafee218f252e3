import { BITCOIN_REGTEST_NETWORK_ID } from './bitcoin/getBitcoinDevnetNetwork.js'
import { resolveBitcoinPort } from './bitcoin/resolveBitcoinPort.js'
import { resolveBlockchainApiPort } from './blockchainApi/resolveBlockchainApiPort.js'
import { DevnetInvalidParameterError } from './errors.js'
import { type EvmChainParameters, resolveEvmChains } from './evm/resolveEvmChains.js'
import { type DevnetEvmEndpoint, type DevnetService, getDevnetServices } from './getDevnetServices.js'
import { CHOPSTICKS_NETWORK_ID } from './polkadot/getPolkadotChainFacts.js'
import { resolvePolkadotPort } from './polkadot/resolvePolkadotPort.js'
import { DEVNET_HOST } from './ports.js'
import { resolveRelayPort } from './relay/resolveRelayPort.js'
import { resolveSolanaPort } from './solana/resolveSolanaPort.js'
import { SOLANA_DEVNET_NETWORK_ID } from './solana/solanaGenesisHash.js'
import { resolveWalletDirectoryPort } from './walletDirectory/resolveWalletDirectoryPort.js'

export type GetDevnetUrlsParameters = {
  /** First port; defaults to `DEFAULT_EVM_PORT_BASE`. Must be a fixed port, not `0` or `'auto'`. */
  portBase?: number
  evm?: {
    /** Defaults to `DEFAULT_EVM_CHAINS`. Ports must be fixed. */
    chains?: readonly EvmChainParameters[]
  }
  /** As for `startDevnet`: the relay's fixed port, or `false` for a devnet without relay. */
  relay?: { port?: number } | false
  /** As for `startDevnet`: a fixed port, or `false` for a devnet without that chain. */
  solana?: { port?: number } | false
  bitcoin?: { port?: number } | false
  polkadot?: { port?: number } | false
  walletDirectory?: { port?: number } | false
  blockchainApi?: { port?: number } | false
}

export type GetDevnetUrlsReturnType = {
  evm: DevnetEvmEndpoint[]
  /** The WalletConnect relay's port and `ws://` URL; absent with `relay: false`. */
  relay?: { port: number; url: string }
  /** The Solana chain's JSON-RPC and PubSub URLs (PubSub on the next port). */
  solana?: { port: number; rpcUrl: string; wsUrl: string; networkId: string }
  /** The Bitcoin chain's Esplora base URL. */
  bitcoin?: { port: number; url: string; networkId: string }
  /** The Polkadot chain's WebSocket and HTTP JSON-RPC URLs. */
  polkadot?: { port: number; wsUrl: string; httpUrl: string; networkId: string }
  /** The wallet directory's base URL (the SDK's wallet-directory URL). */
  walletDirectory?: { port: number; url: string }
  /** The Blockchain API's base URL (the SDK's Blockchain API URL). */
  blockchainApi?: { port: number; url: string }
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
  const fixed = (port: number | 'auto', service: string): number => {
    if (port !== 'auto') return port
    throw new DevnetInvalidParameterError({
      parameter: 'port',
      reason: `the ${service} has a free-port setting, so its URL is unknown until it starts`,
    })
  }
  const { portBase } = parameters
  const relay =
    parameters.relay === false
      ? undefined
      : urlsAt(
          fixed(resolveRelayPort({ port: parameters.relay?.port, portBase }), 'WalletConnect relay'),
          (port) => ({
            url: `ws://${DEVNET_HOST}:${port}`,
          }),
        )
  const solana =
    parameters.solana === false
      ? undefined
      : urlsAt(
          fixed(resolveSolanaPort({ port: parameters.solana?.port, portBase }), 'Solana chain'),
          (port) => ({
            rpcUrl: `http://${DEVNET_HOST}:${port}`,
            wsUrl: `ws://${DEVNET_HOST}:${port + 1}`,
            networkId: SOLANA_DEVNET_NETWORK_ID,
          }),
        )
  const bitcoin =
    parameters.bitcoin === false
      ? undefined
      : urlsAt(
          fixed(resolveBitcoinPort({ port: parameters.bitcoin?.port, portBase }), 'Bitcoin chain'),
          (port) => ({
            url: `http://${DEVNET_HOST}:${port}`,
            networkId: BITCOIN_REGTEST_NETWORK_ID,
          }),
        )
  const polkadot =
    parameters.polkadot === false
      ? undefined
      : urlsAt(
          fixed(resolvePolkadotPort({ port: parameters.polkadot?.port, portBase }), 'Polkadot chain'),
          (port) => ({
            wsUrl: `ws://${DEVNET_HOST}:${port}`,
            httpUrl: `http://${DEVNET_HOST}:${port}`,
            networkId: CHOPSTICKS_NETWORK_ID,
          }),
        )
  const walletDirectory =
    parameters.walletDirectory === false
      ? undefined
      : urlsAt(
          fixed(
            resolveWalletDirectoryPort({ port: parameters.walletDirectory?.port, portBase }),
            'wallet directory',
          ),
          (port) => ({ url: `http://${DEVNET_HOST}:${port}` }),
        )
  const blockchainApi =
    parameters.blockchainApi === false
      ? undefined
      : urlsAt(
          fixed(
            resolveBlockchainApiPort({ port: parameters.blockchainApi?.port, portBase }),
            'Blockchain API',
          ),
          (port) => ({ url: `http://${DEVNET_HOST}:${port}` }),
        )
  return {
    evm,
    ...(relay === undefined ? {} : { relay }),
    ...(solana === undefined ? {} : { solana }),
    ...(bitcoin === undefined ? {} : { bitcoin }),
    ...(polkadot === undefined ? {} : { polkadot }),
    ...(walletDirectory === undefined ? {} : { walletDirectory }),
    ...(blockchainApi === undefined ? {} : { blockchainApi }),
    services: getDevnetServices({ evm, relay, solana, bitcoin, polkadot, walletDirectory, blockchainApi }),
  }
}

function urlsAt<urls extends object>(port: number, build: (port: number) => urls): urls & { port: number } {
  return { port, ...build(port) }
}
