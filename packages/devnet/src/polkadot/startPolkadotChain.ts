import { DevnetInvalidParameterError } from '../errors.js'
import { DEVNET_HOST, MAX_PORT } from '../ports.js'
import { getDevAccountStorage } from './getDevAccountStorage.js'
import { getPolkadotChainFacts, type PolkadotChainFacts } from './getPolkadotChainFacts.js'
import { loadRococoAssetHubSpec } from './loadRococoAssetHubSpec.js'
import {
  POLKADOT_DEV_ACCOUNT_BALANCE,
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotDevAccount,
} from './polkadotDevAccounts.js'
import { type StartChopsticksErrorType, startChopsticks } from './startChopsticks.js'
import { startRpcGuard } from './startRpcGuard.js'
import { type StartTcpProxyErrorType, startTcpProxy } from './startTcpProxy.js'

/** Time chopsticks gets to build the first block (about 2 to 6 s on a developer machine). */
export const POLKADOT_START_TIMEOUT_MS = 60_000

const SERVICE = 'Polkadot chain (chopsticks)'

export type StartPolkadotChainParameters = {
  /** Port of the JSON-RPC endpoint (WebSocket and HTTP); `0` picks a free one. */
  port: number
  /** Defaults to `DEVNET_HOST` (127.0.0.1). */
  host?: string
  /**
   * `true` listens at once but starts chopsticks only on the first connection (or `ready()`), so a
   * devnet nobody asks for Polkadot stays fast; that first connection waits the few seconds
   * chopsticks needs. Defaults to `false`: resolve once the chain answers.
   */
  lazy?: boolean
  /** Defaults to `POLKADOT_START_TIMEOUT_MS`. */
  startTimeoutMs?: number
}

/** A local Polkadot chain: Rococo Asset Hub run by chopsticks, with funded dev accounts. */
export type DevnetPolkadotChain = PolkadotChainFacts & {
  readonly port: number
  /** `ws://127.0.0.1:<port>`: the endpoint for `WsProvider`, extensions and the adapter. */
  readonly wsUrl: string
  /** `http://127.0.0.1:<port>`: the same server answers JSON-RPC over HTTP POST (no subscriptions). */
  readonly httpUrl: string
  /** Funded at start (`POLKADOT_DEV_ACCOUNTS`). */
  readonly accounts: readonly PolkadotDevAccount[]
  /** Free balance of each dev account at start, in the smallest unit (planck). */
  readonly accountBalance: bigint
  /** True once chopsticks runs; false before the first connection of a lazy chain. */
  readonly isStarted: boolean
  /** Starts chopsticks if a lazy chain has not yet and resolves once it answers. */
  ready(): Promise<void>
  /** Stops chopsticks (its worker threads too) and frees the port; idempotent. */
  stop(): Promise<void>
}

export type StartPolkadotChainReturnType = DevnetPolkadotChain

export type StartPolkadotChainErrorType =
  | DevnetInvalidParameterError
  | StartTcpProxyErrorType
  | StartChopsticksErrorType

/**
 * Starts a real Substrate runtime offline: chopsticks runs the statemine runtime of Rococo Asset
 * Hub from the raw-genesis spec in `@substrate/connect-known-chains` (no remote node, no database),
 * building a block for each extrinsic, with `POLKADOT_DEV_ACCOUNTS` funded. The chain facts
 * (network id from chopsticks' placeholder genesis hash, SS58 prefix, token) are known before
 * chopsticks starts, so a lazy chain can be configured at once; they are checked against the
 * running chain when it starts.
 *
 * Client notes: chopsticks reports a block's `Finalized` status 100 ms after `InBlock`, and
 * @polkadot/api drops an `InBlock` result whose events are still loading then, so wait for
 * `isInBlock || isFinalized`. Sign with `{ nonce: -1 }` (the runtime's next nonce): the default
 * nonce comes from a storage subscription that lags right after a block, giving `stale` rejections
 * to back-to-back transactions. Rejections read `1010: {"invalid":{"payment":null}}`, not a
 * node's text.
 *
 * @throws DevnetInvalidParameterError when `port` is not a port number.
 * @throws DevnetPortInUseError / DevnetPortUnavailableError when the port cannot be opened.
 * @throws DevnetSpawnError / DevnetStartTimeoutError / DevnetPolkadotChainMismatchError when
 *   chopsticks fails to start (not lazy; a lazy chain drops the first connection and `ready()`
 *   rejects with the error).
 * @example
 * const chain = await startPolkadotChain({ port: 0 })
 * const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl) })
 * await api.disconnect()
 * await chain.stop()
 */
export async function startPolkadotChain(
  parameters: StartPolkadotChainParameters,
): Promise<StartPolkadotChainReturnType> {
  const { port: requestedPort, host = DEVNET_HOST, lazy = false } = parameters
  const { startTimeoutMs = POLKADOT_START_TIMEOUT_MS } = parameters
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > MAX_PORT) {
    throw new DevnetInvalidParameterError({
      parameter: 'port',
      reason: `${requestedPort} is not an integer from 0 to ${MAX_PORT}`,
    })
  }
  const genesis = await loadRococoAssetHubSpec()
  const facts = getPolkadotChainFacts(genesis)
  const accountBalance = BigInt(POLKADOT_DEV_ACCOUNT_BALANCE) * 10n ** BigInt(facts.tokenDecimals)
  const urlHost = host.includes(':') ? `[${host}]` : host
  let wsUrl = ''
  const proxy = await startTcpProxy({
    port: requestedPort,
    host,
    service: SERVICE,
    startTarget: async () => {
      const node = await startChopsticks({
        genesis,
        storage: getDevAccountStorage({ accounts: POLKADOT_DEV_ACCOUNTS, balance: accountBalance }),
        facts,
        service: SERVICE,
        url: wsUrl,
        timeoutMs: startTimeoutMs,
      })
      // Clients reach chopsticks through the guard only: it refuses what chopsticks would choke on.
      const guard = await startRpcGuard({ targetPort: node.port, service: SERVICE }).catch(
        async (error: unknown) => {
          await node.close()
          throw error
        },
      )
      return {
        port: guard.port,
        async close() {
          await guard.close()
          await node.close()
        },
      }
    },
  })
  wsUrl = `ws://${urlHost}:${proxy.port}`
  if (!lazy) {
    await proxy.ensureTarget().catch(async (error: unknown) => {
      await proxy.stop()
      throw error
    })
  }
  return {
    ...facts,
    port: proxy.port,
    wsUrl,
    httpUrl: `http://${urlHost}:${proxy.port}`,
    accounts: POLKADOT_DEV_ACCOUNTS,
    accountBalance,
    get isStarted() {
      return proxy.isTargetRunning
    },
    ready: () => proxy.ensureTarget(),
    stop: () => proxy.stop(),
  }
}
