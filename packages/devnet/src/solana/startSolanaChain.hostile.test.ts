import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHostileRequests, type HostileRequestName } from '../network/hostileRequests.test-helper.js'
import { expectRawRequestRefused, sendRawRequest } from '../network/sendRawRequest.test-helper.js'
import { setUpWebSocketTests } from '../network/setUpWebSocketTests.test-helper.js'
import { waitForWebSocketClose, waitForWebSocketMessage } from '../network/waitForWebSocket.test-helper.js'
import { callRpc } from './solanaTestClient.test-helper.js'
import {
  type DevnetSolanaChain,
  SOLANA_PUBSUB_MAX_PAYLOAD_BYTES,
  startSolanaChain,
} from './startSolanaChain.js'

// "Every devnet service must survive any single bad request and answer it with an error" (issue 12).

let chain: DevnetSolanaChain
const { openSocket } = setUpWebSocketTests()

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
})

afterAll(async () => {
  await chain.stop()
})

/** Both servers still answer: the RPC a `getSlot`, PubSub a `slotSubscribe`. */
async function expectServing(): Promise<void> {
  expect((await callRpc(chain.rpcUrl, 'getSlot')).result).toEqual(expect.any(Number))
  const socket = await openSocket(chain.wsUrl)
  socket.send('{"jsonrpc":"2.0","id":1,"method":"slotSubscribe"}')
  expect(await waitForWebSocketMessage(socket)).toMatchObject({ id: 1, result: expect.any(Number) })
}

describe('startSolanaChain against hostile requests', () => {
  test.each<[HostileRequestName, number]>([
    ['malformedTarget', 400],
    ['malformedTargetUpgrade', 400],
    ['badPercentEncoding', 404],
    ['notHttp', 400],
    ['unknownMethod', 400],
    ['wrongMethod', 404],
    ['tunnel', 405],
    ['hugeDeclaredBody', 413],
    ['hugeChunkedBody', 413],
  ])('the RPC answers %s with %i and closes the socket', async (name, status) => {
    const request = createHostileRequests({ port: chain.port, path: '/' })[name]
    await expectRawRequestRefused(chain.port, request, status)

    await expectServing()
  })

  test.each<[HostileRequestName, unknown]>([
    ['notJson', { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }],
    [
      'wrongShape',
      [1, 2, 3].map(() => ({
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Invalid request' },
        id: null,
      })),
    ],
    ['deeplyNested', [{ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null }]],
  ])(
    'the RPC answers %s with a JSON-RPC error, as a validator does with status 200',
    async (name, expected) => {
      const answer = await sendRawRequest(
        chain.port,
        createHostileRequests({ port: chain.port, path: '/' })[name],
      )

      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        status: 200,
        body: expected,
      })
      await expectServing()
    },
  )

  test.each<[HostileRequestName, number]>([
    ['malformedTarget', 426],
    ['malformedTargetUpgrade', 400],
    ['notHttp', 400],
    ['unknownMethod', 400],
    ['tunnel', 405],
    ['hugeDeclaredBody', 426],
  ])('PubSub answers %s with %i and closes the socket', async (name, status) => {
    const request = createHostileRequests({ port: chain.wsPort, path: '/' })[name]
    await expectRawRequestRefused(chain.wsPort, request, status)

    await expectServing()
  })

  test('PubSub closes a client that sends a message over SOLANA_PUBSUB_MAX_PAYLOAD_BYTES with 1009 and takes one of exactly that size', async () => {
    const flooder = await openSocket(chain.wsUrl)
    const socket = await openSocket(chain.wsUrl)
    const request = '{"jsonrpc":"2.0","id":1,"method":"slotSubscribe"}'

    const answer = waitForWebSocketMessage(socket)
    flooder.send(`[${'1,'.repeat(SOLANA_PUBSUB_MAX_PAYLOAD_BYTES / 2)}1]`)
    socket.send(request.padEnd(SOLANA_PUBSUB_MAX_PAYLOAD_BYTES, ' '))

    expect(await waitForWebSocketClose(flooder)).toBe(1009)
    expect(await answer).toMatchObject({ id: 1, result: expect.any(Number) })
  })

  test.each([
    ['text that is not JSON', 'hello', { id: null, error: { code: -32700 } }],
    ['JSON that is not a request', '42', { id: null, error: { code: -32600 } }],
    // As deep as fits in one PubSub message.
    [
      'deeply nested JSON',
      `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
      [{ id: null, error: { code: -32600 } }],
    ],
    [
      'params of the wrong shape',
      '{"jsonrpc":"2.0","id":2,"method":"accountSubscribe","params":{}}',
      { id: 2, error: { code: -32602 } },
    ],
  ])('PubSub answers %s with a JSON-RPC error and keeps the connection', async (_name, message, expected) => {
    const socket = await openSocket(chain.wsUrl)

    socket.send(message)

    expect(await waitForWebSocketMessage(socket)).toMatchObject(expected)
    socket.send('{"jsonrpc":"2.0","id":3,"method":"slotSubscribe"}')
    expect(await waitForWebSocketMessage(socket)).toMatchObject({ id: 3, result: expect.any(Number) })
  })
})
