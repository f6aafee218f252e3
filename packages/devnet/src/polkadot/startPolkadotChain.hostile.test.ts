import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createHostileRequests,
  formatRawRequest,
  type HostileRequestName,
} from '../network/hostileRequests.test-helper.js'
import { expectRawRequestRefused, sendRawRequest } from '../network/sendRawRequest.test-helper.js'
import { setUpWebSocketTests } from '../network/setUpWebSocketTests.test-helper.js'
import { waitForWebSocketClose, waitForWebSocketMessage } from '../network/waitForWebSocket.test-helper.js'
import { type DevnetPolkadotChain, startPolkadotChain } from './startPolkadotChain.js'
import { POLKADOT_RPC_MAX_REQUEST_BYTES } from './startRpcGuard.js'

// "Every devnet service must survive any single bad request and answer it with an error" (issue 12).

const SYSTEM_CHAIN = '{"jsonrpc":"2.0","id":1,"method":"system_chain","params":[]}'
const PARSE_ERROR = { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }
const INVALID_REQUEST = { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null }

let chain: DevnetPolkadotChain
const { openSocket } = setUpWebSocketTests()

beforeAll(async () => {
  chain = await startPolkadotChain({ port: 0 })
}, 120_000)

afterAll(async () => {
  await chain?.stop()
})

/** The chain still answers `system_chain` over HTTP and over a WebSocket. */
async function expectServing(): Promise<void> {
  const response = await fetch(chain.httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: SYSTEM_CHAIN,
  })
  expect(await response.json()).toMatchObject({ id: 1, result: expect.any(String) })
  const socket = await openSocket(chain.wsUrl)
  socket.send(SYSTEM_CHAIN)
  expect(await waitForWebSocketMessage(socket)).toMatchObject({ id: 1, result: expect.any(String) })
}

describe('startPolkadotChain against hostile requests', () => {
  test.each<[HostileRequestName, number]>([
    ['malformedTarget', 405],
    ['malformedTargetUpgrade', 400],
    ['badPercentEncoding', 405],
    ['notHttp', 400],
    ['unknownMethod', 400],
    ['wrongMethod', 405],
    ['tunnel', 405],
    ['hugeDeclaredBody', 413],
    ['hugeChunkedBody', 413],
    ['notJson', 415],
  ])('answers %s with %i, as a Substrate node does, and closes the socket', async (name, status) => {
    await expectRawRequestRefused(
      chain.port,
      createHostileRequests({ port: chain.port, path: '/' })[name],
      status,
    )

    await expectServing()
  })

  test('a body over POLKADOT_RPC_MAX_REQUEST_BYTES gets JSON-RPC -32007 with the limit', async () => {
    const { hugeDeclaredBody } = createHostileRequests({ port: chain.port, path: '/' })

    const answer = await sendRawRequest(chain.port, hugeDeclaredBody)

    expect(JSON.parse(answer.body)).toEqual({
      jsonrpc: '2.0',
      error: {
        code: -32007,
        message: 'Request is too big',
        data: `Exceeded max limit of ${POLKADOT_RPC_MAX_REQUEST_BYTES}`,
      },
      id: null,
    })
  })

  test.each<[string, number, string, unknown]>([
    ['JSON of the wrong shape', 200, '[1,"two",{"three":[]}]', INVALID_REQUEST],
    ['deeply nested JSON', 200, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, INVALID_REQUEST],
    ['a cut-off object', 200, '{"jsonrpc":', PARSE_ERROR],
    ['a body that is no JSON at all', 400, 'hello', PARSE_ERROR],
    [
      'params of the wrong type',
      200,
      '{"jsonrpc":"2.0","id":1,"method":"system_chain","params":{}}',
      INVALID_REQUEST,
    ],
  ])('answers a JSON POST of %s with %i and a JSON-RPC error', async (_name, status, body, expected) => {
    const request = formatRawRequest({
      port: chain.port,
      method: 'POST',
      target: '/',
      headers: ['Content-Type: application/json'],
      body,
    })

    const answer = await expectRawRequestRefused(chain.port, request, status)

    expect(JSON.parse(answer.body)).toEqual(expected)
    await expectServing()
  })

  test('closes a WebSocket client that sends a message over POLKADOT_RPC_MAX_REQUEST_BYTES with 1009 and takes one of exactly that size', async () => {
    const flooder = await openSocket(chain.wsUrl)
    const socket = await openSocket(chain.wsUrl)
    const answer = waitForWebSocketMessage(socket, 30_000)

    flooder.send(`[${'1,'.repeat(POLKADOT_RPC_MAX_REQUEST_BYTES / 2)}1]`)
    socket.send(SYSTEM_CHAIN.padEnd(POLKADOT_RPC_MAX_REQUEST_BYTES, ' '))

    expect(await waitForWebSocketClose(flooder, 30_000)).toBe(1009)
    expect(await answer).toMatchObject({ id: 1, result: expect.any(String) })
  }, 60_000)

  test.each<[string, string, unknown]>([
    ['text that is not JSON', 'hello', PARSE_ERROR],
    ['JSON of the wrong shape', '[1,"two"]', INVALID_REQUEST],
    ['an empty batch', '[]', INVALID_REQUEST],
  ])(
    'answers a WebSocket message of %s with a JSON-RPC error and keeps the connection',
    async (_name, message, expected) => {
      const socket = await openSocket(chain.wsUrl)

      socket.send(message)

      expect(await waitForWebSocketMessage(socket)).toEqual(expected)
      socket.send(SYSTEM_CHAIN)
      expect(await waitForWebSocketMessage(socket)).toMatchObject({ id: 1, result: expect.any(String) })
    },
  )
})
