import type { Blockchain, Genesis } from '@acala-network/chopsticks'
import { DevnetSpawnError, DevnetStartTimeoutError } from '../errors.js'
import { DEVNET_HOST } from '../ports.js'
import type { ChopsticksStorage } from './getDevAccountStorage.js'
import type { PolkadotChainFacts } from './getPolkadotChainFacts.js'
import { loadChopsticks } from './loadChopsticks.js'
import { DevnetPolkadotChainMismatchError } from './polkadotErrors.js'
import { retainChopsticksExecutor } from './retainChopsticksExecutor.js'

export type StartChopsticksParameters = {
  genesis: Genesis
  /** Applied on top of the first block, which chopsticks builds from the genesis state. */
  storage: ChopsticksStorage
  /** What clients were told about the chain; checked against the running chain. */
  facts: PolkadotChainFacts
  /** Service name and URL for errors. */
  service: string
  url: string
  timeoutMs: number
}

/** A running chopsticks chain and its JSON-RPC server (WebSocket and HTTP on one 127.0.0.1 port). */
export type ChopsticksNode = {
  readonly port: number
  /** Stops the server and the chain, and the executor worker if no other chain uses it; idempotent. */
  close(): Promise<void>
}

export type StartChopsticksErrorType =
  | DevnetSpawnError
  | DevnetStartTimeoutError
  | DevnetPolkadotChainMismatchError

/**
 * Boots chopsticks from a raw-genesis chain spec: no remote endpoint and no database (so its
 * sqlite3 binding is never loaded), a block built for each extrinsic (`Instant` mode), `storage`
 * applied on the first block. Resolves once that block is built and the server listens.
 *
 * @throws DevnetStartTimeoutError when that takes longer than `timeoutMs`; the chain is closed
 *   once it has started anyway.
 * @throws DevnetSpawnError when chopsticks fails to load or to start.
 * @throws DevnetPolkadotChainMismatchError when the chain's genesis hash or SS58 prefix is not the announced one.
 */
export async function startChopsticks(parameters: StartChopsticksParameters): Promise<ChopsticksNode> {
  const { service, url, timeoutMs } = parameters
  const starting = setUp(parameters)
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DevnetStartTimeoutError({ service, url, timeoutMs })), timeoutMs)
  })
  try {
    const node = await Promise.race([starting, timedOut])
    await checkFacts(node, parameters.facts).catch(async (error: unknown) => {
      await node.close()
      throw error
    })
    return node
  } catch (error) {
    // A start that finishes after the timeout must not keep running unseen.
    starting.then((node) => node.close()).catch(() => undefined)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

type StartedChopsticks = ChopsticksNode & { readonly chain: Blockchain }

async function setUp(parameters: StartChopsticksParameters): Promise<StartedChopsticks> {
  const { genesis, storage, service } = parameters
  let release: (() => Promise<void>) | undefined
  try {
    const chopsticks = await loadChopsticks()
    release = await retainChopsticksExecutor(chopsticks)
    const context = await chopsticks.setupWithServer({
      genesis,
      host: DEVNET_HOST,
      port: 0,
      'build-block-mode': chopsticks.BuildBlockMode.Instant,
      'import-storage': storage,
    })
    const stop = release
    let closing: Promise<void> | undefined
    return {
      chain: context.chain,
      port: Number(context.addr.slice(context.addr.lastIndexOf(':') + 1)),
      close() {
        closing ??= context.close().finally(stop)
        return closing
      },
    }
  } catch (error) {
    await release?.()
    throw new DevnetSpawnError(
      { service, reason: error instanceof Error ? error.message : String(error) },
      { cause: error },
    )
  }
}

async function checkFacts(node: StartedChopsticks, facts: PolkadotChainFacts): Promise<void> {
  const genesisHash = (await node.chain.getBlockAt(0))?.hash
  if (genesisHash !== facts.genesisHash) {
    throw new DevnetPolkadotChainMismatchError({
      fact: 'genesis hash',
      expected: facts.genesisHash,
      actual: String(genesisHash),
    })
  }
  const metadata = await node.chain.head.meta
  const ss58Prefix = metadata.consts.system?.ss58Prefix?.toString()
  if (ss58Prefix !== String(facts.ss58Prefix)) {
    throw new DevnetPolkadotChainMismatchError({
      fact: 'SS58 prefix',
      expected: String(facts.ss58Prefix),
      actual: String(ss58Prefix),
    })
  }
}
