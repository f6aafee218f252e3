import { describe, expect, test, vi } from 'vitest'
import { withTimeout } from '../network/withTimeout.test-helper.js'
import { connectRelayTestClient, type RelayTestClient } from './relayTestClient.test-helper.js'
import { type DevnetRelay, startRelay } from './startRelay.js'

// A bounded load test that runs with the unit tests: every figure below is a count, not a time.

const LOAD_CLIENT_COUNT = 1_000
/** Clients connected at once: enough to interleave frames, few enough for a 2-core CI runner. */
const LOAD_BATCH_SIZE = 100
/** Longest wait for one batch's step; a stuck relay fails the test instead of hanging it. */
const LOAD_STEP_TIMEOUT_MS = 10_000
/** Heap the run may leave behind after a full collection, for what Node and ws cache on first use. */
const LOAD_HEAP_GROWTH_BOUND_BYTES = 16 * 1024 * 1024
const MESSAGE_TTL_SECONDS = 300

/** Each client's own topic: 64 hex digits, as WalletConnect topics are. */
function getTopic(index: number): string {
  return index.toString(16).padStart(64, '0')
}

function getRelayState(relay: DevnetRelay) {
  return {
    connectionCount: relay.connectionCount,
    subscribedTopicCount: relay.subscribedTopicCount,
    messageCount: relay.messageCount,
  }
}

/**
 * Heap in use after a full collection, when the run exposes `gc` (vitest.config passes
 * `--expose-gc`); undefined otherwise, and the relay's own counts carry the test alone.
 */
function measureHeap(): number | undefined {
  const collect = (globalThis as { gc?: () => void }).gc
  if (collect === undefined) return undefined
  collect()
  return process.memoryUsage().heapUsed
}

/**
 * Clients `first` to `first + count - 1` connect, each subscribes to its own topic and publishes
 * to the next client's, each receives and acknowledges the message published to it, and all leave.
 */
async function runBatch(relay: DevnetRelay, first: number, count: number): Promise<void> {
  const indexes = Array.from({ length: count }, (_value, offset) => first + offset)
  const step = <value>(promise: Promise<value>, what: string) =>
    withTimeout(promise, `${what} (clients ${first} to ${first + count - 1})`, LOAD_STEP_TIMEOUT_MS)
  const clients: RelayTestClient[] = await step(
    Promise.all(indexes.map((index) => connectRelayTestClient(relay, `did:key:load-${index}`))),
    'connecting',
  )
  await step(
    Promise.all(
      clients.map((client, offset) => client.request('irn_subscribe', { topic: getTopic(first + offset) })),
    ),
    'subscribing',
  )
  await step(
    Promise.all(
      clients.map((client, offset) =>
        client.request('irn_publish', {
          topic: getTopic(first + ((offset + 1) % count)),
          message: Buffer.from(`from client ${first + offset}`).toString('base64'),
          ttl: MESSAGE_TTL_SECONDS,
          tag: 1108,
        }),
      ),
    ),
    'publishing',
  )
  const received = await step(Promise.all(clients.map((client) => client.nextPush())), 'receiving')
  expect(received.map((push) => push.params.data.topic)).toEqual(indexes.map(getTopic))
  expect(getRelayState(relay)).toMatchObject({ connectionCount: count, subscribedTopicCount: count })
  await step(Promise.all(clients.map((client) => client.close())), 'closing')
  // The server sees each close a moment after the client does.
  await vi.waitFor(() => expect(relay.connectionCount).toBe(0), { timeout: LOAD_STEP_TIMEOUT_MS })
}

describe('startRelay under load', () => {
  test(`${LOAD_CLIENT_COUNT} clients connect, subscribe, publish to each other and leave; the relay holds nothing of them afterwards`, async () => {
    let now = 1_700_000_000_000
    const relay = await startRelay({ port: 0, clock: { now: () => now } })
    try {
      // A warm-up batch, so the baseline heap already holds what ws and Node cache on first use.
      await runBatch(relay, LOAD_CLIENT_COUNT, LOAD_BATCH_SIZE)
      now += MESSAGE_TTL_SECONDS * 1000
      const before = { ...getRelayState(relay), heapUsed: measureHeap() }

      for (let first = 0; first < LOAD_CLIENT_COUNT; first += LOAD_BATCH_SIZE) {
        await runBatch(relay, first, LOAD_BATCH_SIZE)
      }
      const afterLeaving = getRelayState(relay)
      now += MESSAGE_TTL_SECONDS * 1000
      const after = { ...getRelayState(relay), heapUsed: measureHeap() }

      expect(before).toMatchObject({ connectionCount: 0, subscribedTopicCount: 0, messageCount: 0 })
      // Published messages stay in the mailbox until their TTL, for a peer that subscribes later.
      expect(afterLeaving).toEqual({
        connectionCount: 0,
        subscribedTopicCount: 0,
        messageCount: LOAD_CLIENT_COUNT,
      })
      expect(after).toMatchObject({ connectionCount: 0, subscribedTopicCount: 0, messageCount: 0 })
      if (before.heapUsed !== undefined && after.heapUsed !== undefined) {
        expect(after.heapUsed - before.heapUsed).toBeLessThan(LOAD_HEAP_GROWTH_BOUND_BYTES)
      }
    } finally {
      await relay.stop()
    }
  }, 60_000)
})
