import { createWalletDirectoryClient, getAnalyticsConfig, getDirectoryImage, getWallets } from '@atrium/core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { sendRawRequest } from '../network/sendRawRequest.test-helper.js'
import { DIRECTORY_FAULT_ROUTE } from './addFaultRoutes.js'
import { DIRECTORY_FAULT_MESSAGE } from './playDirectoryFault.js'
import { type DevnetWalletDirectory, startWalletDirectory } from './startWalletDirectory.js'

let directory: DevnetWalletDirectory

beforeAll(async () => {
  directory = await startWalletDirectory({ port: 0, wallets: 200 })
})

afterEach(() => {
  directory.setFault(undefined)
})

afterAll(async () => {
  await directory.stop()
})

function getClient(timeoutMs?: number) {
  return createWalletDirectoryClient({
    projectId: 'devnet-tests',
    baseUrl: directory.url,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })
}

/** Sets the fault over HTTP, as a Playwright test does. */
function postFault(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return fetch(`${directory.url}${DIRECTORY_FAULT_ROUTE}`, { method: 'POST', headers, body })
}

/** The directory answers normally: the first page of wallets parses in core's client. */
async function expectServing(): Promise<void> {
  expect((await getWallets(getClient())).data[0]?.name).toBe('MetaMask')
}

describe('the wallet directory fault switch', () => {
  test('slow: answers arrive after the delay, so a client with a shorter time-out gives up', async () => {
    directory.setFault({ kind: 'slow', ms: 10_000 })
    expect(directory.fault).toEqual({ kind: 'slow', ms: 10_000 })
    await expect(getWallets(getClient(100))).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' })
    directory.setFault({ kind: 'slow', ms: 50 })
    await expectServing()
  })

  test('status: every endpoint answers that status with a JSON message until cleared', async () => {
    directory.setFault({ kind: 'status', status: 500 })
    const client = getClient()
    await expect(getWallets(client)).rejects.toThrow('HTTP status code: 500')
    await expect(getAnalyticsConfig(client)).rejects.toThrow('HTTP status code: 500')
    const imageId = directory.wallets[0]?.image_id ?? ''
    await expect(getDirectoryImage(client, { kind: 'wallet', id: imageId })).rejects.toThrow(
      'HTTP status code: 500',
    )
    const response = await fetch(`${directory.url}/getWallets?projectId=p`)
    expect(await response.json()).toEqual({ message: DIRECTORY_FAULT_MESSAGE })

    directory.setFault(undefined)
    await expectServing()
  })

  test('malformed: bodies are cut off halfway, so core reports an invalid response', async () => {
    directory.setFault({ kind: 'malformed' })
    const client = getClient()
    await expect(getWallets(client)).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
    await expect(getAnalyticsConfig(client)).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
    const image = await getDirectoryImage(client, { kind: 'asset', id: 'network-ethereum' })
    expect(await image.text()).not.toMatch(/<\/svg>$/)
  })

  test('malformedEntry: a page holds one entry of the wrong shape among the good ones', async () => {
    directory.setFault({ kind: 'malformedEntry' })
    const response = await fetch(`${directory.url}/getWallets?projectId=p&entries=10`)
    const page = (await response.json()) as { data: { id: unknown }[]; count: number }
    expect(page.count).toBe(200)
    expect(page.data.map((wallet) => typeof wallet.id)).toEqual([
      ...Array(5).fill('string'),
      'number',
      ...Array(4).fill('string'),
    ])
    expect(page.data.filter((wallet) => typeof wallet.id === 'string')).toEqual(
      directory.wallets.slice(0, 10).filter((_wallet, index) => index !== 5),
    )
    await expect(getAnalyticsConfig(getClient())).resolves.toEqual({ isAnalyticsEnabled: false })
  })

  test('setFault refuses what is not a fault, keeping the current one', () => {
    directory.setFault({ kind: 'malformed' })
    expect(() => directory.setFault({ kind: 'status', status: 200 } as never)).toThrow(
      expect.objectContaining({ code: 'DEVNET_INVALID_PARAMETER' }),
    )
    expect(directory.fault).toEqual({ kind: 'malformed' })
  })

  test(`POST ${DIRECTORY_FAULT_ROUTE} sets the fault, GET reads it and DELETE clears it`, async () => {
    const set = await postFault(JSON.stringify({ kind: 'status', status: 503 }))
    expect(await set.json()).toEqual({ fault: { kind: 'status', status: 503 } })
    expect(directory.fault).toEqual({ kind: 'status', status: 503 })
    await expect(getWallets(getClient())).rejects.toThrow('HTTP status code: 503')
    const read = await fetch(`${directory.url}${DIRECTORY_FAULT_ROUTE}`)
    expect(await read.json()).toEqual({ fault: { kind: 'status', status: 503 } })

    const cleared = await fetch(`${directory.url}${DIRECTORY_FAULT_ROUTE}`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ fault: null })
    await expectServing()
    expect(await (await postFault('{"kind":"malformedEntry"}')).json()).toEqual({
      fault: { kind: 'malformedEntry' },
    })
    expect(await (await postFault('null')).json()).toEqual({ fault: null })
  })

  test(`POST ${DIRECTORY_FAULT_ROUTE} refuses bad faults, non-JSON bodies and non-loopback hosts`, async () => {
    const invalid = await postFault('{"kind":"slow","ms":-5}')
    expect({ status: invalid.status, body: await invalid.json() }).toEqual({
      status: 400,
      body: { message: 'Invalid fault: slow needs ms, an integer from 0 to 60000.' },
    })
    expect((await postFault('{"kind":')).status).toBe(400)
    expect((await postFault('{"kind":"malformed"}', { 'content-type': 'text/plain' })).status).toBe(415)
    const rebound = await sendRawRequest(
      directory.port,
      `POST ${DIRECTORY_FAULT_ROUTE} HTTP/1.1\r\nHost: attacker.example\r\nContent-Type: application/json\r\nContent-Length: 20\r\nConnection: close\r\n\r\n{"kind":"malformed"}`,
    )
    expect(rebound.status).toBe(403)
    expect(directory.fault).toBeUndefined()
  })

  test(`${DIRECTORY_FAULT_ROUTE} grants no CORS, so no web page can flip it`, async () => {
    const preflight = await fetch(`${directory.url}${DIRECTORY_FAULT_ROUTE}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://attacker.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})
