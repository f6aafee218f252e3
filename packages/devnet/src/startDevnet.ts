import { DEV_ACCOUNTS, type DevAccount } from './accounts/devAccounts.js'
import { resolveAuthPort } from './auth/resolveAuthPort.js'
import { type DevnetAuth, type StartDevnetAuthParameters, startDevnetAuth } from './auth/startDevnetAuth.js'
import { resolveBitcoinPort } from './bitcoin/resolveBitcoinPort.js'
import {
  type DevnetBitcoinChain,
  type StartBitcoinChainErrorType,
  startBitcoinChain,
} from './bitcoin/startBitcoinChain.js'
import { resolveBlockchainApiPort } from './blockchainApi/resolveBlockchainApiPort.js'
import {
  type DevnetBlockchainApi,
  type StartBlockchainApiErrorType,
  startBlockchainApi,
} from './blockchainApi/startBlockchainApi.js'
import type { DevnetInvalidParameterError } from './errors.js'
import { deployDevnetContracts } from './evm/deployDevnetContracts.js'
import { resolveAnvilBinary } from './evm/resolveAnvilBinary.js'
import { type EvmChainParameters, type ResolvedEvmChain, resolveEvmChains } from './evm/resolveEvmChains.js'
import { type AnvilInstance, type StartAnvilErrorType, startAnvil } from './evm/startAnvil.js'
import { FARCASTER_RELAY_PORT_OFFSET } from './farcaster/startFarcasterRelay.js'
import {
  type DevnetEvmEndpoint,
  type DevnetService,
  getDevnetServices,
  OIDC_SERVICE_NAME,
} from './getDevnetServices.js'
import { resolveMailSinkPorts } from './mailSink/resolveMailSinkPorts.js'
import type { StartMailSinkErrorType } from './mailSink/startMailSink.js'
import { OIDC_PORT_OFFSET } from './oidc/resolveOidcPort.js'
import { resolvePolkadotPort } from './polkadot/resolvePolkadotPort.js'
import {
  type DevnetPolkadotChain,
  type StartPolkadotChainErrorType,
  startPolkadotChain,
} from './polkadot/startPolkadotChain.js'
import { getFreePort } from './ports.js'
import { resolveRelayPort } from './relay/resolveRelayPort.js'
import { type DevnetRelay, type StartRelayErrorType, startRelay } from './relay/startRelay.js'
import { resolveServicePort } from './resolveServicePort.js'
import { resolveSolanaPort } from './solana/resolveSolanaPort.js'
import {
  type DevnetSolanaChain,
  type StartSolanaChainErrorType,
  startSolanaChain,
} from './solana/startSolanaChain.js'
import { resolveWalletDirectoryPort } from './walletDirectory/resolveWalletDirectoryPort.js'
import {
  type DevnetWalletDirectory,
  type StartWalletDirectoryErrorType,
  startWalletDirectory,
} from './walletDirectory/startWalletDirectory.js'

/** Tries per `'auto'` chain: another process (or a sibling chain) may take a picked port before anvil binds it. */
const AUTO_PORT_ATTEMPTS = 3

export type StartDevnetParameters = {
  /**
   * First port: EVM chain `i` listens on `portBase + i` unless it names its own port. `0` or
   * `'auto'` picks free ports (what tests use, so they never collide with a running devnet).
   * Defaults to `DEFAULT_EVM_PORT_BASE` (8545).
   */
  portBase?: number | 'auto'
  evm?: {
    /** Defaults to `DEFAULT_EVM_CHAINS` (Ethereum 1, OP Mainnet 10, Base 8453). */
    chains?: readonly EvmChainParameters[]
  }
  /**
   * The loopback WalletConnect relay. Its port defaults to `portBase + RELAY_PORT_OFFSET`
   * (`DEFAULT_RELAY_PORT`, 8555); `port: 0` or `'auto'` picks a free one. `false` runs no relay.
   */
  relay?: { port?: number | 'auto' } | false
  /**
   * The local Solana chain (litesvm): JSON-RPC on `portBase + SOLANA_PORT_OFFSET` (8565), PubSub on
   * the next port. `false` runs none.
   */
  solana?: { port?: number | 'auto' } | false
  /** The local Bitcoin regtest chain behind an Esplora API on `portBase + BITCOIN_PORT_OFFSET` (8575). `false` runs none. */
  bitcoin?: { port?: number | 'auto'; autoMine?: boolean } | false
  /**
   * The local Polkadot chain (chopsticks running Rococo Asset Hub) on `portBase + POLKADOT_PORT_OFFSET`
   * (8585). It is heavy (seconds to start, ~300 MB), so by default (`lazy: true`) its port listens at
   * once and chopsticks starts on the first connection. `false` runs none.
   */
  polkadot?: { port?: number | 'auto'; lazy?: boolean } | false
  /** The local wallet directory (SPEC §7) on `portBase + WALLET_DIRECTORY_PORT_OFFSET` (8595). `false` runs none. */
  walletDirectory?: { port?: number | 'auto' } | false
  /**
   * The local Blockchain API (SPEC §7) on `portBase + BLOCKCHAIN_API_PORT_OFFSET` (8605), answering
   * from the chains this devnet runs. `false` runs none.
   */
  blockchainApi?: { port?: number | 'auto' } | false
  /**
   * The auth service behind the secure frame (`@atrium/auth-service`, dev settings) on
   * `portBase + AUTH_PORT_OFFSET` (8625), with the mail sink it sends codes to: SMTP on
   * `portBase + MAIL_SINK_PORT_OFFSET` (8615) and the dev mailbox API on the next port (8616).
   * Off unless given (its embedded PostgreSQL takes seconds to start); `atrium-devnet up` runs it.
   */
  auth?: DevnetAuthParameters | undefined
  /** How many wallets the directory lists: about forty curated, then generated ones. Default 600, at most 20,000. */
  wallets?: number
  /** Time each service gets to answer; defaults to `ANVIL_START_TIMEOUT_MS`. */
  startTimeoutMs?: number
}

/** The dev auth service's options: its ports, and what tests change (origins, limits, clock, database). */
export type DevnetAuthParameters = Omit<
  StartDevnetAuthParameters,
  'port' | 'smtpPort' | 'mailboxPort' | 'framePort' | 'farcasterRelayPort' | 'oidcPort' | 'evm'
> & {
  port?: number | 'auto'
  smtpPort?: number | 'auto'
  mailboxPort?: number | 'auto'
  /** The secure frame page's port; `portBase + SECURE_FRAME_PORT_OFFSET` (8627) by default. */
  framePort?: number | 'auto'
  /** The Farcaster Auth relay's port; `portBase + FARCASTER_RELAY_PORT_OFFSET` (8631) by default. */
  farcasterRelayPort?: number | 'auto'
  /** The local OpenID Connect provider's port; `portBase + OIDC_PORT_OFFSET` (8629) by default. */
  oidcPort?: number | 'auto'
}

/** The secure frame page listens `SECURE_FRAME_PORT_OFFSET` ports above the first EVM chain. */
export const SECURE_FRAME_PORT_OFFSET = 82

/** A running local EVM chain. */
export type DevnetEvmChain = DevnetEvmEndpoint & {
  /** Process id of its node. */
  readonly pid: number
}

/** Which service's process exited, and how. */
export type DevnetExit = {
  service: string
  exitCode: number | null
  signal: NodeJS.Signals | null
}

/** A running devnet. */
export type Devnet = {
  readonly evm: readonly DevnetEvmChain[]
  /**
   * The WalletConnect relay (`relay.url` is the clients' `relayUrl`); `undefined` with `relay: false`.
   * `relay.restart()` simulates a relay outage mid-session.
   */
  readonly relay: DevnetRelay | undefined
  /** The local Solana chain; `undefined` with `solana: false`. */
  readonly solana: DevnetSolanaChain | undefined
  /** The local Bitcoin regtest chain and its Esplora API; `undefined` with `bitcoin: false`. */
  readonly bitcoin: DevnetBitcoinChain | undefined
  /** The local Polkadot chain; `undefined` with `polkadot: false`. */
  readonly polkadot: DevnetPolkadotChain | undefined
  /** The wallet directory (`walletDirectory.url` is the SDK's directory URL); `undefined` with `walletDirectory: false`. */
  readonly walletDirectory: DevnetWalletDirectory | undefined
  /** The Blockchain API (`blockchainApi.url` is the SDK's Blockchain API URL); `undefined` with `blockchainApi: false`. */
  readonly blockchainApi: DevnetBlockchainApi | undefined
  /**
   * The auth service (`auth.service.url`) and its mail sink (`auth.mailSink.url` is the dev mailbox
   * API); `undefined` unless `auth` was given.
   */
  readonly auth: DevnetAuth | undefined
  /** Accounts funded on every EVM chain (`DEV_ACCOUNTS`); the first three also hold `DEVNET_EVM_TOKENS`. */
  readonly accounts: readonly DevAccount[]
  /** Every service as a table row, in display order. */
  readonly services: readonly DevnetService[]
  /** Settles when the first EVM node's process exits, including through `stop()`. */
  readonly exited: Promise<DevnetExit>
  /** Stops every service and resolves once all processes are gone; idempotent. */
  stop(): Promise<void>
}

export type StartDevnetReturnType = Devnet

export type StartDevnetErrorType =
  | DevnetInvalidParameterError
  | StartAnvilErrorType
  | StartRelayErrorType
  | StartSolanaChainErrorType
  | StartBitcoinChainErrorType
  | StartPolkadotChainErrorType
  | StartWalletDirectoryErrorType
  | StartBlockchainApiErrorType
  | StartMailSinkErrorType

/** A started service other than the EVM nodes: what `startDevnet` stops on failure and at the end. */
type Stoppable = { stop(): Promise<void> }

/** `'auto'` as the services take it: port 0 picks a free one. */
const toListenPort = (port: number | 'auto') => (port === 'auto' ? 0 : port)

/**
 * Starts the local services (the EVM chains, the WalletConnect relay and the Solana, Bitcoin and
 * Polkadot chains, in parallel) on 127.0.0.1 and resolves once every one answers (a lazy Polkadot
 * chain answers once listening). If any fails, those already started are stopped and its error is thrown.
 * Processes still running when this process exits are killed.
 *
 * @example
 * const devnet = await startDevnet({ portBase: 'auto' })
 * const client = createPublicClient({ transport: http(devnet.evm[0].rpcUrl) })
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<StartDevnetReturnType> {
  const chains = resolveEvmChains({ chains: parameters.evm?.chains, portBase: parameters.portBase })
  const relayPort =
    parameters.relay === false
      ? undefined
      : resolveRelayPort({ port: parameters.relay?.port, portBase: parameters.portBase })
  const { portBase, solana: solanaOptions, bitcoin: bitcoinOptions, polkadot: polkadotOptions } = parameters
  const solanaPort =
    solanaOptions === false ? undefined : resolveSolanaPort({ port: solanaOptions?.port, portBase })
  const bitcoinPort =
    bitcoinOptions === false ? undefined : resolveBitcoinPort({ port: bitcoinOptions?.port, portBase })
  const polkadotPort =
    polkadotOptions === false ? undefined : resolvePolkadotPort({ port: polkadotOptions?.port, portBase })
  const walletDirectoryPort =
    parameters.walletDirectory === false
      ? undefined
      : resolveWalletDirectoryPort({ port: parameters.walletDirectory?.port, portBase })
  const blockchainApiPort =
    parameters.blockchainApi === false
      ? undefined
      : resolveBlockchainApiPort({ port: parameters.blockchainApi?.port, portBase })
  const authOptions = parameters.auth
  const authPort =
    authOptions === undefined ? undefined : resolveAuthPort({ port: authOptions.port, portBase })
  const mailSinkPorts =
    authOptions === undefined
      ? undefined
      : resolveMailSinkPorts({ portBase, smtpPort: authOptions.smtpPort, httpPort: authOptions.mailboxPort })
  const binary = chains.length === 0 ? undefined : resolveAnvilBinary()
  // Settled apart from the others so their list stays as it is; allSettled handles a rejection at once.
  const walletDirectorySettled = Promise.allSettled([
    walletDirectoryPort === undefined
      ? undefined
      : startWalletDirectory({
          port: toListenPort(walletDirectoryPort),
          wallets: parameters.wallets,
          evmChainIds: chains.map(({ chainId }) => chainId),
        }),
  ])
  const [relayResult, solanaResult, bitcoinResult, polkadotResult, ...results] = await Promise.allSettled([
    relayPort === undefined ? Promise.resolve(undefined) : startRelay({ port: toListenPort(relayPort) }),
    solanaPort === undefined
      ? Promise.resolve(undefined)
      : startSolanaChain({ port: toListenPort(solanaPort) }),
    bitcoinPort === undefined || bitcoinOptions === false
      ? Promise.resolve(undefined)
      : startBitcoinChain({
          port: toListenPort(bitcoinPort),
          ...(bitcoinOptions?.autoMine === undefined ? {} : { autoMine: bitcoinOptions.autoMine }),
        }),
    polkadotPort === undefined || polkadotOptions === false
      ? Promise.resolve(undefined)
      : startPolkadotChain({ port: toListenPort(polkadotPort), lazy: polkadotOptions?.lazy ?? true }),
    ...chains.map((chain) => startEvmChain({ chain, binary, startTimeoutMs: parameters.startTimeoutMs })),
  ])
  const [walletDirectoryResult] = await walletDirectorySettled
  const nodes = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const fulfilled = <value>(result: PromiseSettledResult<value> | undefined) =>
    result?.status === 'fulfilled' ? result.value : undefined
  const relay = fulfilled(relayResult)
  const solana = fulfilled(solanaResult)
  const bitcoin = fulfilled(bitcoinResult)
  const polkadot = fulfilled(polkadotResult)
  const walletDirectory = fulfilled(walletDirectoryResult)
  const services: (Stoppable | undefined)[] = [relay, solana, bitcoin, polkadot, walletDirectory]
  const stopAll = () =>
    Promise.all([...services.map((service) => service?.stop()), ...nodes.map(({ node }) => node.stop())])
  const failure = [
    relayResult,
    solanaResult,
    bitcoinResult,
    polkadotResult,
    walletDirectoryResult,
    ...results,
  ].find((result) => result?.status === 'rejected')
  if (failure?.status === 'rejected') {
    await stopAll()
    throw failure.reason
  }

  const [blockchainApiResult, authResult] = await Promise.allSettled([
    blockchainApiPort === undefined
      ? undefined
      : startBlockchainApi({
          port: toListenPort(blockchainApiPort),
          evm: nodes.map(({ node, chain }) => ({ chainId: chain.chainId, rpcUrl: node.rpcUrl })),
          solana,
          bitcoin,
          polkadot,
        }),
    authOptions === undefined || authPort === undefined || mailSinkPorts === undefined
      ? undefined
      : startDevnetAuth({
          ...authOptions,
          port: toListenPort(authPort),
          smtpPort: toListenPort(mailSinkPorts.smtpPort),
          mailboxPort: toListenPort(mailSinkPorts.httpPort),
          framePort: toListenPort(
            resolveServicePort({
              port: authOptions.framePort,
              portBase,
              offset: SECURE_FRAME_PORT_OFFSET,
              service: 'secure frame',
              parameter: 'auth.framePort',
            }),
          ),
          farcasterRelayPort: toListenPort(
            resolveServicePort({
              port: authOptions.farcasterRelayPort,
              portBase,
              offset: FARCASTER_RELAY_PORT_OFFSET,
              service: 'Farcaster auth relay',
              parameter: 'auth.farcasterRelayPort',
            }),
          ),
          oidcPort: toListenPort(
            resolveServicePort({
              port: authOptions.oidcPort,
              portBase,
              offset: OIDC_PORT_OFFSET,
              service: OIDC_SERVICE_NAME,
              parameter: 'auth.oidcPort',
            }),
          ),
          evm: nodes.map(({ node, chain }) => ({ chainId: chain.chainId, rpcUrl: node.rpcUrl })),
          solana: solana === undefined ? [] : [{ chainId: solana.networkId, rpcUrl: solana.rpcUrl }],
        }),
  ])
  const blockchainApi = fulfilled(blockchainApiResult)
  const auth = fulfilled(authResult)
  services.push(blockchainApi, auth)
  const lateFailure = [blockchainApiResult, authResult].find((result) => result.status === 'rejected')
  if (lateFailure?.status === 'rejected') {
    await stopAll()
    throw lateFailure.reason
  }

  const evm = nodes.map(
    ({ node, chain }): DevnetEvmChain => ({
      chainId: chain.chainId,
      name: chain.name,
      port: node.port,
      rpcUrl: node.rpcUrl,
      pid: node.pid,
    }),
  )
  let stopping: Promise<void> | undefined
  const started = { evm, relay, solana, bitcoin, polkadot, walletDirectory, blockchainApi }
  return {
    ...started,
    auth,
    accounts: DEV_ACCOUNTS,
    services: getDevnetServices({
      ...started,
      mailSink: auth?.mailSink,
      auth: auth?.service,
      frame: auth?.frame,
      farcasterRelay: auth?.farcaster.relay,
      oidc: auth?.oidc,
    }),
    exited: Promise.race(
      nodes.map(({ node, chain }) =>
        node.exited.then((exit): DevnetExit => ({ service: chain.name, ...exit })),
      ),
    ),
    stop() {
      stopping ??= stopAll().then(() => undefined)
      return stopping
    },
  }
}

type StartedEvmChain = {
  node: AnvilInstance
  chain: ResolvedEvmChain
}

async function startEvmChain(parameters: {
  chain: ResolvedEvmChain
  binary: string | undefined
  startTimeoutMs: number | undefined
}): Promise<StartedEvmChain> {
  const { chain, binary, startTimeoutMs } = parameters
  let port = chain.port === 'auto' ? await getFreePort() : chain.port
  for (let attempt = 1; ; attempt++) {
    try {
      const node = await startAnvil({
        chainId: chain.chainId,
        port,
        ...(binary === undefined ? {} : { binary }),
        ...(startTimeoutMs === undefined ? {} : { startTimeoutMs }),
      })
      await deployDevnetContracts({ rpcUrl: node.rpcUrl }).catch(async (error: unknown) => {
        await node.stop()
        throw error
      })
      return { node, chain }
    } catch (error) {
      const isPortTaken = (error as { code?: unknown }).code === 'DEVNET_PORT_IN_USE'
      if (chain.port !== 'auto' || !isPortTaken || attempt >= AUTO_PORT_ATTEMPTS) throw error
      port = await getFreePort()
    }
  }
}
