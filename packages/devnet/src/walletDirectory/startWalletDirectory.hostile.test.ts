import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createHostileRequests,
  formatRawRequest,
  type HostileRequestName,
} from '../network/hostileRequests.test-helper.js'
import { sendRawRequest } from '../network/sendRawRequest.test-helper.js'
import { DIRECTORY_FAULT_ROUTE } from './addFaultRoutes.js'
import { type DevnetWalletDirectory, startWalletDirectory } from './startWalletDirectory.js'

// "Every devnet service survives a single malformed request and answers it with an error" (ARCHITECTURE.md).

let directory: DevnetWalletDirectory

beforeAll(async () => {
  directory = await startWalletDirectory({ port: 0, wallets: 100 })
})

afterAll(async () => {
  await directory.stop()
})

async function expectServing(): Promise<void> {
  const response = await fetch(`${directory.url}/getWallets?projectId=p&entries=1`)
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 200,
    body: { data: directory.wallets.slice(0, 1), count: 100 },
  })
  expect(directory.fault).toBeUndefined()
}

function get(target: string): string {
  return formatRawRequest({ port: directory.port, method: 'GET', target })
}

describe('startWalletDirectory against hostile requests', () => {
  test.each<[HostileRequestName, string, number]>([
    ['malformedTarget', '/getWallets', 400],
    ['malformedTargetUpgrade', '/getWallets', 400],
    ['badPercentEncoding', '/getWalletImage', 400],
    ['notHttp', '/getWallets', 400],
    ['unknownMethod', '/getWallets', 400],
    ['wrongMethod', '/getWallets', 405],
    ['tunnel', '/getWallets', 405],
    ['hugeDeclaredBody', '/getWallets', 413],
    ['hugeDeclaredBody', DIRECTORY_FAULT_ROUTE, 413],
    ['hugeChunkedBody', DIRECTORY_FAULT_ROUTE, 413],
    ['notJson', DIRECTORY_FAULT_ROUTE, 415],
    ['wrongShape', DIRECTORY_FAULT_ROUTE, 400],
    ['deeplyNested', DIRECTORY_FAULT_ROUTE, 413],
  ])('answers %s to %s with %i, closes the socket and keeps serving', async (name, path, status) => {
    const answer = await sendRawRequest(
      directory.port,
      createHostileRequests({ port: directory.port, path })[name],
    )

    expect({ status: answer.status, closedByServer: answer.closedByServer }).toEqual({
      status,
      closedByServer: true,
    })
    await expectServing()
  })

  test.each<[string, number, () => string]>([
    ['broken percent-encoding in the query', 400, () => get('/getWallets?projectId=p&search=%E0%A4%A')],
    ['percent-encoding of invalid UTF-8', 400, () => get('/getWallets?projectId=p&search=%C3%28')],
    // Node refuses a request head over 16 KiB before the directory sees it.
    ['a 100 KB query string', 431, () => get(`/getWallets?projectId=p&search=${'a'.repeat(100_000)}`)],
    [
      '600 ids in include',
      400,
      () => get(`/getWallets?projectId=p&include=${Array(600).fill('a'.repeat(20))}`),
    ],
    ['a 5,000-character image id', 404, () => get(`/getWalletImage/${'x'.repeat(5000)}?projectId=p`)],
    ['an unknown path', 404, () => get('/v1/getWallets?projectId=p')],
    ['a page beyond any number', 400, () => get(`/getWallets?projectId=p&page=${'9'.repeat(400)}`)],
    [
      'DELETE on the wallet list',
      405,
      () => formatRawRequest({ port: directory.port, method: 'DELETE', target: '/getWallets' }),
    ],
  ])('answers %s with %i and keeps serving', async (_name, status, request) => {
    const answer = await sendRawRequest(directory.port, request())

    expect(answer.status).toBe(status)
    await expectServing()
  })
})
