import { DEV_ACCOUNTS, type DevAccount } from './accounts/devAccounts.js'
import type { DevnetInvalidParameterError } from './errors.js'
import { resolveAnvilBinary } from './evm/resolveAnvilBinary.js'
import { type EvmChainParameters, type ResolvedEvmChain, resolveEvmChains } from './evm/resolveEvmChains.js'
import { type AnvilInstance, type StartAnvilErrorType, startAnvil } from './evm/startAnvil.js'
import { type DevnetEvmEndpoint, type DevnetService, getDevnetServices } from './getDevnetServices.js'
import { getFreePort } from './ports.js'
import { resolveRelayPort } from './relay/resolveRelayPort.js'
import { type DevnetRelay, type StartRelayErrorType, startRelay } from './relay/startRelay.js'

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
  /** Time each service gets to answer; defaults to `ANVIL_START_TIMEOUT_MS`. */
  startTimeoutMs?: number
}

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
  /** Accounts funded on every EVM chain (`DEV_ACCOUNTS`). */
  readonly accounts: readonly DevAccount[]
  /** Every service as a table row, in display order. */
  readonly services: readonly DevnetService[]
  /** Settles when the first EVM node's process exits, including through `stop()`. */
  readonly exited: Promise<DevnetExit>
  /** Stops every service and resolves once all processes are gone; idempotent. */
  stop(): Promise<void>
}

export type StartDevnetReturnType = Devnet

export type StartDevnetErrorType = DevnetInvalidParameterError | StartAnvilErrorType | StartRelayErrorType

/**
 * Starts the local services (the EVM chains and the WalletConnect relay, in parallel) on 127.0.0.1 and resolves once
 * every one answers. If any fails, those already started are stopped and its error is thrown.
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
  const binary = chains.length === 0 ? undefined : resolveAnvilBinary()
  const [relayResult, ...results] = await Promise.allSettled([
    relayPort === undefined
      ? Promise.resolve(undefined)
      : startRelay({ port: relayPort === 'auto' ? 0 : relayPort }),
    ...chains.map((chain) => startEvmChain({ chain, binary, startTimeoutMs: parameters.startTimeoutMs })),
  ])
  const nodes = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const relay = relayResult?.status === 'fulfilled' ? relayResult.value : undefined
  const failure = [relayResult, ...results].find((result) => result?.status === 'rejected')
  if (failure?.status === 'rejected') {
    await Promise.all([relay?.stop(), ...nodes.map(({ node }) => node.stop())])
    throw failure.reason
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
  return {
    evm,
    relay,
    accounts: DEV_ACCOUNTS,
    services: getDevnetServices({ evm, relayUrl: relay?.url }),
    exited: Promise.race(
      nodes.map(({ node, chain }) =>
        node.exited.then((exit): DevnetExit => ({ service: chain.name, ...exit })),
      ),
    ),
    stop() {
      stopping ??= Promise.all([relay?.stop(), ...nodes.map(({ node }) => node.stop())]).then(() => undefined)
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
      return { node, chain }
    } catch (error) {
      const isPortTaken = (error as { code?: unknown }).code === 'DEVNET_PORT_IN_USE'
      if (chain.port !== 'auto' || !isPortTaken || attempt >= AUTO_PORT_ATTEMPTS) throw error
      port = await getFreePort()
    }
  }
}
