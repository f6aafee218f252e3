import { BLOCKCHAIN_API_SERVICE_NAME } from '../getDevnetServices.js'
import { type DevnetFaultSwitch, startServiceWithFaultSwitch } from '../network/createFaultSwitch.js'
import type { HttpService, StartHttpServiceErrorType } from '../network/startHttpService.js'
import type { PolkadotChainFacts } from '../polkadot/getPolkadotChainFacts.js'
import type { DirectoryFault, ParseDirectoryFaultErrorType } from '../walletDirectory/parseDirectoryFault.js'
import { createBitcoinNetwork } from './createBitcoinNetwork.js'
import { type BlockchainApiState, createBlockchainApiApp } from './createBlockchainApiApp.js'
import { createEvmNetwork } from './createEvmNetwork.js'
import { createPolkadotNetwork } from './createPolkadotNetwork.js'
import { createSolanaNetwork } from './createSolanaNetwork.js'

/** A failure the Blockchain API plays until cleared: the wallet directory's faults (`DirectoryFault`). */
export type BlockchainApiFault = DirectoryFault

export type StartBlockchainApiParameters = {
  /** Port to listen on (127.0.0.1 only); `0` picks a free one. */
  port: number
  /** The local EVM chains it serves (ether and `DEVNET_EVM_TOKENS`). */
  evm?: readonly { readonly chainId: number; readonly rpcUrl: string }[] | undefined
  /** The local Solana chain (SOL and `SOLANA_DEV_MINT`). */
  solana?: { readonly rpcUrl: string; readonly networkId: string } | undefined
  /** The local Bitcoin chain's Esplora API. */
  bitcoin?: { readonly url: string; readonly networkId: string } | undefined
  /**
   * The local Polkadot chain's HTTP JSON-RPC and facts. A lazy chain starts on the first balance or
   * history read: `ready` (the chain's own, bounded by its start time-out) is awaited before it.
   */
  polkadot?:
    | (Pick<PolkadotChainFacts, 'networkId' | 'tokenSymbol' | 'tokenDecimals' | 'ss58Prefix'> & {
        readonly httpUrl: string
        readonly ready?: (() => Promise<void>) | undefined
      })
    | undefined
}

/** A running local Blockchain API; its fault switch plays on every `/v1` request. */
export type DevnetBlockchainApi = DevnetFaultSwitch &
  HttpService & {
    /** CAIP-2 ids of the networks it serves, as `GET /v1/supported-chains` lists them. */
    readonly networkIds: readonly string[]
  }

export type StartBlockchainApiReturnType = DevnetBlockchainApi

export type StartBlockchainApiErrorType = StartHttpServiceErrorType | ParseDirectoryFaultErrorType

/**
 * Starts the local Blockchain API: the hosted API's endpoints (SPEC §7) answered from the devnet
 * chains given, read from their nodes on each request, with prices and identities from local
 * tables and a fault switch for tests.
 *
 * @example
 * const api = await startBlockchainApi({ port: 0, evm: [{ chainId: 1, rpcUrl }] })
 * const client = createBlockchainApiClient({ projectId: 'devnet', baseUrl: api.url })
 * await getBalances(client, { address, caipNetworkId: 'eip155:1' })
 * await api.stop()
 */
export async function startBlockchainApi(
  parameters: StartBlockchainApiParameters,
): Promise<StartBlockchainApiReturnType> {
  const { solana, bitcoin, polkadot } = parameters
  const state: BlockchainApiState = {
    networks: [
      ...(parameters.evm ?? []).map(createEvmNetwork),
      ...(solana === undefined ? [] : [createSolanaNetwork(solana)]),
      ...(bitcoin === undefined ? [] : [createBitcoinNetwork(bitcoin)]),
      ...(polkadot === undefined
        ? []
        : [createPolkadotNetwork({ httpUrl: polkadot.httpUrl, ready: polkadot.ready, facts: polkadot })]),
    ],
    fault: undefined,
  }
  const service = await startServiceWithFaultSwitch({
    fetch: createBlockchainApiApp(state).fetch,
    state,
    port: parameters.port,
    service: BLOCKCHAIN_API_SERVICE_NAME,
  })
  return Object.assign(service, { networkIds: state.networks.map(({ id }) => id) })
}
