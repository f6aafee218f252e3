import { describe, expect, test } from 'vitest'
import { createHostileRequests, type HostileRequestName } from '../network/hostileRequests.test-helper.js'
import { sendRawRequest } from '../network/sendRawRequest.test-helper.js'
import { setUpRelayTests } from './relayTestClient.test-helper.js'
import type { DevnetRelay } from './startRelay.js'

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

    const answer = await sendRawRequest(relay.port, malformedTargetUpgrade)

    expect({ status: answer.status, closedByServer: answer.closedByServer }).toEqual({
      status: 400,
      closedByServer: true,
    })
    expect(relay.connectionCount).toBe(0)
    await expectServing(relay)
  })

  test.each<[HostileRequestName, number]>([
    ['malformedTarget', 426],
    ['badPercentEncoding', 426],
    ['notHttp', 400],
    ['unknownMethod', 400],
    ['hugeDeclaredBody', 426],
    ['hugeChunkedBody', 426],
  ])('answers the plain HTTP request %s with %i and closes the socket', async (name, status) => {
    const relay = await start()

    const answer = await sendRawRequest(
      relay.port,
      createHostileRequests({ port: relay.port, path: '/' })[name],
    )

    expect({ status: answer.status, closedByServer: answer.closedByServer }).toEqual({
      status,
      closedByServer: true,
    })
    await expectServing(relay)
  })
})
