import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHostileRequests, type HostileRequestName } from '../network/hostileRequests.test-helper.js'
import { expectRawRequestRefused } from '../network/sendRawRequest.test-helper.js'
import { REGTEST_ROUTE_PREFIX } from './addRegtestRoutes.js'
import { type DevnetBitcoinChain, startBitcoinChain } from './startBitcoinChain.js'

// "Every devnet service must survive any single bad request and answer it with an error" (issue 12).

let chain: DevnetBitcoinChain

beforeAll(async () => {
  chain = await startBitcoinChain({ port: 0, autoMine: false })
})

afterAll(async () => {
  await chain.stop()
})

describe('startBitcoinChain against hostile requests', () => {
  test.each<[HostileRequestName, string, number]>([
    ['malformedTarget', '/tx', 400],
    ['malformedTargetUpgrade', '/tx', 400],
    ['badPercentEncoding', '/tx', 400],
    ['badPercentEncoding', '/address', 400],
    ['notHttp', '/tx', 400],
    ['unknownMethod', '/tx', 400],
    // Esplora's electrs answers a method it has no route for as an unknown endpoint.
    ['wrongMethod', '/tx', 404],
    ['tunnel', '/tx', 405],
    ['hugeDeclaredBody', '/tx', 413],
    ['hugeChunkedBody', '/tx', 413],
    ['notJson', '/tx', 400],
    ['deeplyNested', '/tx', 400],
    ['hugeDeclaredBody', `${REGTEST_ROUTE_PREFIX}/faucet`, 413],
    ['notJson', `${REGTEST_ROUTE_PREFIX}/faucet`, 400],
    ['wrongShape', `${REGTEST_ROUTE_PREFIX}/faucet`, 400],
    ['deeplyNested', `${REGTEST_ROUTE_PREFIX}/faucet`, 400],
    ['wrongShape', `${REGTEST_ROUTE_PREFIX}/mine`, 400],
  ])('answers %s to %s with %i, closes the socket and keeps serving', async (name, path, status) => {
    await expectRawRequestRefused(chain.port, createHostileRequests({ port: chain.port, path })[name], status)

    const height = await fetch(`${chain.url}/blocks/tip/height`)
    expect({ status: height.status, text: await height.text() }).toEqual({
      status: 200,
      text: String(chain.chain.getTip().height),
    })
  })
})
