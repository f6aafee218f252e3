import { describe, expect, test } from 'vitest'
import {
  createHostileRequests,
  DEEPLY_NESTED_JSON,
  type HostileRequestName,
} from '../network/hostileRequests.test-helper.js'
import { expectRawRequestRefused } from '../network/sendRawRequest.test-helper.js'
import { waitForWebSocketClose, waitForWebSocketMessage } from '../network/waitForWebSocket.test-helper.js'
import { RELAY_MAX_TOPICS_PER_BATCH, RELAY_MAX_TOPICS_PER_CONNECTION } from './createRelayHub.js'
import { setUpRelayTests } from './relayTestClient.test-helper.js'
import { type DevnetRelay, RELAY_MAX_PAYLOAD_BYTES } from './startRelay.js'

// "Every devnet service must survive any single bad request and answer it with an error" (issue 12).

const { start, connect } = setUpRelayTests()

const TOPIC = 'a'.repeat(64)

/** A dApp and a wallet on one topic can still exchange a message: the relay is serving. */
async function expectServing(relay: DevnetRelay): Promise<void> {
  const dapp = await connect(relay, 'did:key:dapp')
  const wallet = await connect(relay, 'did:key:wallet')
  await wallet.request('irn_subscribe', { topic: TOPIC })
  await dapp.request('irn_publish', { topic: TOPIC, message: 'c3RpbGwgdXA=', ttl: 300 })
  expect((await wallet.nextPush()).params.data.message).toBe('c3RpbGwgdXA=')
}

describe('startRelay against hostile clients', () => {
  test('answers a WebSocket upgrade whose request target is not a URL with 400 and closes that socket', async () => {
    const relay = await start()
    const { malformedTargetUpgrade } = createHostileRequests({ port: relay.port, path: '/' })

    await expectRawRequestRefused(relay.port, malformedTargetUpgrade, 400)

    expect(relay.connectionCount).toBe(0)
    await expectServing(relay)
  })

  test.each<[HostileRequestName, number]>([
    ['malformedTarget', 426],
    ['badPercentEncoding', 426],
    ['notHttp', 400],
    ['unknownMethod', 400],
    ['tunnel', 405],
    ['hugeDeclaredBody', 426],
    ['hugeChunkedBody', 426],
  ])('answers the plain HTTP request %s with %i and closes the socket', async (name, status) => {
    const relay = await start()

    await expectRawRequestRefused(
      relay.port,
      createHostileRequests({ port: relay.port, path: '/' })[name],
      status,
    )

    await expectServing(relay)
  })

  test('closes a client that sends a frame over RELAY_MAX_PAYLOAD_BYTES with 1009 (message too big); the others keep their session', async () => {
    const relay = await start()
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: TOPIC })
    const flooder = await connect(relay, 'did:key:flooder')

    // Numbers, the input the relay's JSON reader spends the longest on per byte.
    flooder.socket.send(`[${'1,'.repeat(RELAY_MAX_PAYLOAD_BYTES / 2)}1]`)

    expect(await waitForWebSocketClose(flooder.socket)).toBe(1009)
    const dapp = await connect(relay, 'did:key:dapp')
    await dapp.request('irn_publish', { topic: TOPIC, message: 'YWZ0ZXI=', ttl: 300 })
    expect((await wallet.nextPush()).params.data.message).toBe('YWZ0ZXI=')
    expect(relay.connectionCount).toBe(2)
  })

  test('accepts a frame of exactly RELAY_MAX_PAYLOAD_BYTES', async () => {
    const relay = await start()
    const client = await connect(relay, 'did:key:dapp')
    const envelope = `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${TOPIC}","ttl":300,"message":""}}`
    const message = 'a'.repeat(RELAY_MAX_PAYLOAD_BYTES - envelope.length)

    client.socket.send(envelope.replace('"message":""', `"message":"${message}"`))

    expect(await waitForWebSocketMessage(client.socket)).toEqual({ id: 1, jsonrpc: '2.0', result: true })
  })

  test('closes a client that sends a binary frame with 1003 (unsupported data)', async () => {
    const relay = await start()
    const client = await connect(relay, 'did:key:dapp')

    client.socket.send(Buffer.from('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}'))

    expect(await waitForWebSocketClose(client.socket)).toBe(1003)
    await expectServing(relay)
  })

  test.each([
    ['text that is not JSON', 'hello', { id: null, code: -32700 }],
    ['JSON that is not a request', '[1,"two",{"three":[]}]', { id: null, code: -32600 }],
    ['deeply nested JSON', DEEPLY_NESTED_JSON, { id: null, code: -32700 }],
    [
      'params nested deeply',
      `{"id":7,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":${DEEPLY_NESTED_JSON}}}`,
      { id: null, code: -32700 },
    ],
    [
      'a topic of the wrong type',
      '{"id":8,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":{}}}',
      { id: 8, code: -32602 },
    ],
    [
      'an id of the wrong type',
      '{"id":{},"jsonrpc":"2.0","method":"irn_subscribe","params":{}}',
      { id: null, code: -32600 },
    ],
  ])('answers %s with a JSON-RPC error and keeps the connection', async (_name, frame, expected) => {
    const relay = await start()
    const client = await connect(relay, 'did:key:dapp')

    client.socket.send(frame)

    expect(await waitForWebSocketMessage(client.socket)).toMatchObject({
      id: expected.id,
      error: { code: expected.code },
    })
    expect(await client.request('irn_subscribe', { topic: TOPIC })).toMatchObject({
      result: expect.any(String),
    })
  })

  test('refuses a batch of more than RELAY_MAX_TOPICS_PER_BATCH topics, and topics past RELAY_MAX_TOPICS_PER_CONNECTION, subscribing none of them', async () => {
    const relay = await start()
    const client = await connect(relay, 'did:key:greedy')
    const topics = (count: number, from = 0) =>
      Array.from({ length: count }, (_, index) => (from + index).toString(16).padStart(64, '0'))

    const tooMany = await client.request('irn_batchSubscribe', {
      topics: topics(RELAY_MAX_TOPICS_PER_BATCH + 1),
    })
    expect(tooMany.error).toMatchObject({ code: -32602 })
    expect(relay.subscribedTopicCount).toBe(0)

    for (let from = 0; from < RELAY_MAX_TOPICS_PER_CONNECTION; from += RELAY_MAX_TOPICS_PER_BATCH) {
      const batch = await client.request('irn_batchSubscribe', {
        topics: topics(RELAY_MAX_TOPICS_PER_BATCH, from),
      })
      expect(batch.error).toBeUndefined()
    }
    const past = await client.request('irn_batchSubscribe', {
      topics: topics(2, RELAY_MAX_TOPICS_PER_CONNECTION - 1),
    })
    expect(past.error).toMatchObject({ code: -32602 })
    expect(relay.subscribedTopicCount).toBe(RELAY_MAX_TOPICS_PER_CONNECTION)
    const again = await client.request('irn_subscribe', { topic: topics(1)[0] })
    expect(again.error).toBeUndefined()
    await expectServing(relay)
  })
})
