import { type StartHttpServiceErrorType, startHttpService } from '../network/startHttpService.js'
import { DEVNET_HOST } from '../ports.js'
import { addRegtestRoutes } from './addRegtestRoutes.js'
import { BITCOIN_DEV_ACCOUNTS, type BitcoinDevAccount } from './bitcoinDevAccounts.js'
import { createEsploraApp } from './createEsploraApp.js'
import { createRegtestChain, type RegtestChain } from './createRegtestChain.js'
import { BITCOIN_REGTEST_NETWORK_ID } from './getBitcoinDevnetNetwork.js'

/** How long an accepted transaction waits before `autoMine` confirms it (with any others sent meanwhile). */
export const BITCOIN_AUTO_MINE_DELAY_MS = 500

const SERVICE = 'Bitcoin Esplora'

export type StartBitcoinChainParameters = {
  /** Port of the Esplora API; `0` picks a free one. */
  port: number
  /** Interface to listen on; defaults to `DEVNET_HOST` (127.0.0.1). */
  host?: string
  /**
   * Mines a block `autoMineDelayMs` after a transaction enters the mempool, so a page sees its
   * transfer confirm without calling a test endpoint. Defaults to `true`; tests that look at the
   * mempool turn it off and mine with `POST /regtest/mine` or `chain.mine()`.
   */
  autoMine?: boolean
  /** Defaults to `BITCOIN_AUTO_MINE_DELAY_MS`. */
  autoMineDelayMs?: number
  /** Minimum relay fee in sat/vB; defaults to 1. */
  minRelayFeeRate?: number
  /** Time source for block timestamps; defaults to `Date`. */
  clock?: { now(): number }
}

/** A running local Bitcoin chain. */
export type DevnetBitcoinChain = {
  /** Esplora base URL, e.g. `http://127.0.0.1:8575` (paths as `${url}/address/:address/utxo`). */
  readonly url: string
  readonly port: number
  readonly networkId: typeof BITCOIN_REGTEST_NETWORK_ID
  /** Bitcoin Core's regtest genesis hash. */
  readonly genesisHash: string
  /** Accounts funded at start. */
  readonly accounts: readonly BitcoinDevAccount[]
  /** The chain itself, for Node code that mines or funds without HTTP. */
  readonly chain: RegtestChain
  /** Stops listening and drops open connections; idempotent. */
  stop(): Promise<void>
}

export type StartBitcoinChainReturnType = DevnetBitcoinChain

export type StartBitcoinChainErrorType = StartHttpServiceErrorType

/**
 * Starts the local Bitcoin chain: an in-memory regtest chain that validates every transaction as
 * bitcoind's mempool does (see `createRegtestChain`), served as an Esplora / mempool.space REST
 * API with open CORS, plus test-only `POST /regtest/faucet` and `POST /regtest/mine`. The
 * `BITCOIN_DEV_ACCOUNTS` hold 1 BTC each from the first blocks. State lives in memory only.
 *
 * @example
 * const bitcoin = await startBitcoinChain({ port: 0 })
 * const utxos = await (await fetch(`${bitcoin.url}/address/${BITCOIN_DEV_ACCOUNTS[0].paymentAddress}/utxo`)).json()
 * await bitcoin.stop()
 */
export async function startBitcoinChain(
  parameters: StartBitcoinChainParameters,
): Promise<StartBitcoinChainReturnType> {
  const { port: requestedPort, host = DEVNET_HOST, autoMine = true } = parameters
  const { autoMineDelayMs = BITCOIN_AUTO_MINE_DELAY_MS } = parameters
  let autoMineTimer: NodeJS.Timeout | undefined
  const chain = createRegtestChain({
    ...(parameters.clock === undefined ? {} : { clock: parameters.clock }),
    ...(parameters.minRelayFeeRate === undefined ? {} : { minRelayFeeRate: parameters.minRelayFeeRate }),
    onTransactionAccepted: () => {
      if (!autoMine || autoMineTimer !== undefined) return
      autoMineTimer = setTimeout(() => {
        autoMineTimer = undefined
        try {
          chain.mine()
        } catch (error) {
          // A timer callback has no caller to reject: report instead of taking the process down.
          console.error('Bitcoin devnet: auto-mining failed', error)
        }
      }, autoMineDelayMs)
      // The server keeps the process alive while it runs; a pending block alone must not.
      autoMineTimer.unref()
    },
  })
  const app = createEsploraApp(chain)
  addRegtestRoutes(app, chain)
  const service = await startHttpService({
    fetch: app.fetch,
    port: requestedPort,
    host,
    service: SERVICE,
    allow: 'GET, POST, OPTIONS',
  })

  return {
    url: service.url,
    port: service.port,
    networkId: BITCOIN_REGTEST_NETWORK_ID,
    genesisHash: chain.genesisHash,
    accounts: BITCOIN_DEV_ACCOUNTS,
    chain,
    stop() {
      clearTimeout(autoMineTimer)
      return service.stop()
    },
  }
}
