import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getDirectoryImage, getDirectoryImageUrl } from './getDirectoryImage.js'
import { setupWalletDirectory } from './setupWalletDirectory.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47])
const image = { body: png, headers: { 'content-type': 'image/png' } }

async function readBytes(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())]
}

describe('getDirectoryImage', () => {
  it('[API-024] GET /getWalletImage/{id} returns an image blob', async () => {
    const setup = await setupWalletDirectory({ 'GET /getWalletImage/img-1': image })
    server = setup.server
    const blob = await getDirectoryImage(setup.client, { kind: 'wallet', id: 'img-1' })
    expect(blob.type).toBe('image/png')
    expect(await readBytes(blob)).toEqual([...png])
    expect(setup.server.requests[0]?.query).toMatchObject({ projectId: 'test-project', st: 'atrium' })
  })

  it('[API-025] GET /public/getAssetImage, getCurrencyImage and getTokenImage return image blobs', async () => {
    const setup = await setupWalletDirectory({
      'GET /public/getAssetImage/net-1': image,
      'GET /public/getCurrencyImage/USD': image,
      'GET /public/getTokenImage/USDC': image,
    })
    server = setup.server
    for (const [kind, id] of [
      ['asset', 'net-1'],
      ['currency', 'USD'],
      ['token', 'USDC'],
    ] as const) {
      expect(await readBytes(await getDirectoryImage(setup.client, { kind, id }))).toEqual([...png])
    }
    expect(setup.server.requests.map((request) => request.path)).toEqual([
      '/public/getAssetImage/net-1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ])
  })

  it('[API-024][API-025] image URLs carry projectId, st and sv and can be loaded directly', async () => {
    const setup = await setupWalletDirectory({ 'GET /getWalletImage/img-1': image })
    server = setup.server
    const url = getDirectoryImageUrl(setup.client, { kind: 'wallet', id: 'img-1' })
    expect(url).toBe(
      `${setup.server.url}/getWalletImage/img-1?projectId=test-project&st=atrium&sv=react-1.7.0`,
    )
    expect((await fetch(url)).status).toBe(200)
  })

  it('[API-029] a missing image raises HTTP status code: 404', async () => {
    const setup = await setupWalletDirectory({})
    server = setup.server
    await expect(getDirectoryImage(setup.client, { kind: 'token', id: 'none' })).rejects.toThrow(
      'HTTP status code: 404',
    )
  })
})
