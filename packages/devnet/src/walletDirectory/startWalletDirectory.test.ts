import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IMAGE_IDS, NETWORK_IMAGE_IDS, polkadot } from '@atrium/common'
import {
  createWalletDirectoryClient,
  getAnalyticsConfig,
  getDirectoryImage,
  getDirectoryImageUrl,
  getWallets,
  type WalletDirectoryClient,
} from '@atrium/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_DEVNET_NETWORK_ID } from '../solana/solanaGenesisHash.js'
import { DIRECTORY_IMAGE_MAX_AGE_SECONDS } from './answerMonogramImage.js'
import { DEFAULT_DIRECTORY_WALLET_COUNT } from './createDirectoryWallets.js'
import { TEST_PEER_WALLET_NAME } from './curatedDirectoryWallets.js'
import { type DevnetWalletDirectory, startWalletDirectory } from './startWalletDirectory.js'

const WALLET_COUNT = 5000

let directory: DevnetWalletDirectory
let client: WalletDirectoryClient

beforeAll(async () => {
  directory = await startWalletDirectory({ port: 0, wallets: WALLET_COUNT })
  client = createWalletDirectoryClient({ projectId: 'devnet-tests', baseUrl: directory.url })
})

afterAll(async () => {
  await directory.stop()
})

/** The ids of every wallet `getWallets` pages through with these parameters. */
async function readAllIds(parameters: Parameters<typeof getWallets>[1] = {}): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ; page += 1) {
    const { data } = await getWallets(client, { ...parameters, page, entries: 100 })
    if (data.length === 0) return ids
    ids.push(...data.map((wallet) => wallet.id))
  }
}

function idsWhere(predicate: (wallet: DevnetWalletDirectory['wallets'][number]) => boolean): string[] {
  return directory.wallets.filter(predicate).map((wallet) => wallet.id)
}

describe('startWalletDirectory', () => {
  test('[API-023] listens on 127.0.0.1 and answers a page of 40 with the count, in the shape core parses', async () => {
    expect(directory.url).toBe(`http://127.0.0.1:${directory.port}`)
    const { data, count } = await getWallets(client)
    expect(count).toBe(WALLET_COUNT)
    expect(data).toEqual(directory.wallets.slice(0, 40))
    expect(data[0]).toMatchObject({
      id: CONNECTOR_EXPLORER_IDS.MetaMask,
      name: 'MetaMask',
      rdns: 'io.metamask',
    })
  })

  test('runs DEFAULT_DIRECTORY_WALLET_COUNT wallets by default', async () => {
    const defaults = await startWalletDirectory({ port: 0 })
    try {
      const defaultClient = createWalletDirectoryClient({ projectId: 'p', baseUrl: defaults.url })
      expect((await getWallets(defaultClient)).count).toBe(DEFAULT_DIRECTORY_WALLET_COUNT)
    } finally {
      await defaults.stop()
    }
  })

  test('[API-023] paging reaches every wallet exactly once, in ranking order; past the end is empty', async () => {
    const ids = await readAllIds()
    expect(ids).toEqual(directory.wallets.map((wallet) => wallet.id))
    expect(new Set(ids).size).toBe(WALLET_COUNT)
    expect(await getWallets(client, { page: 1000, entries: 100 })).toEqual({ data: [], count: WALLET_COUNT })
  })

  test('[API-023] chains keeps the wallets supporting any of them, the devnet chains included', async () => {
    const polkadotIds = await readAllIds({ chains: [polkadot.caipNetworkId] })
    expect(polkadotIds).toEqual(idsWhere((wallet) => wallet.chains.includes(polkadot.caipNetworkId)))
    expect(polkadotIds.length).toBeGreaterThan(10)
    const { data } = await getWallets(client, { chains: [SOLANA_DEVNET_NETWORK_ID] })
    expect(data.map((wallet) => wallet.name)).toContain('Phantom')
    expect(data.every((wallet) => wallet.chains?.includes(SOLANA_DEVNET_NETWORK_ID))).toBe(true)
  })

  test('[API-023][OPT-010] include keeps only those ids; exclude drops them', async () => {
    const include = [CONNECTOR_EXPLORER_IDS.Phantom ?? '', CONNECTOR_EXPLORER_IDS.MetaMask ?? '']
    const included = await getWallets(client, { include })
    expect(included.data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Phantom'])
    expect(included.count).toBe(2)
    const excluded = await getWallets(client, { exclude: [CONNECTOR_EXPLORER_IDS.MetaMask ?? ''] })
    expect(excluded.count).toBe(WALLET_COUNT - 1)
    expect(excluded.data[0]?.name).toBe('Trust Wallet')
  })

  test("[API-023] search 'trust' finds Trust Wallet, ignoring case; the count is every match", async () => {
    for (const search of ['trust', 'TRUST', 'Trust Wal']) {
      const { data } = await getWallets(client, { search })
      expect(data[0]?.name).toBe('Trust Wallet')
    }
    const vaults = await getWallets(client, { search: 'vault', entries: 100 })
    expect(vaults.count).toBe(idsWhere((wallet) => wallet.name.toLowerCase().includes('vault')).length)
    expect(vaults.count).toBeGreaterThan(0)
    expect(await getWallets(client, { search: 'no such wallet' })).toEqual({ data: [], count: 0 })
  })

  test('[API-031] badge_type certified keeps certified wallets', async () => {
    const ids = await readAllIds({ badgeType: 'certified' })
    expect(ids).toEqual(idsWhere((wallet) => wallet.badge_type === 'certified'))
  })

  test('lists the test WalletConnect peer with its own app scheme', async () => {
    const { data } = await getWallets(client, { search: TEST_PEER_WALLET_NAME })
    expect(data).toEqual([expect.objectContaining({ mobile_link: 'atrium-test-wallet://' })])
  })

  test('[API-026] /getAnalyticsConfig answers isAnalyticsEnabled: false, or true when started so', async () => {
    await expect(getAnalyticsConfig(client)).resolves.toEqual({ isAnalyticsEnabled: false })
    const enabled = await startWalletDirectory({ port: 0, wallets: 0, isAnalyticsEnabled: true })
    try {
      const enabledClient = createWalletDirectoryClient({ projectId: 'p', baseUrl: enabled.url })
      await expect(getAnalyticsConfig(enabledClient)).resolves.toEqual({ isAnalyticsEnabled: true })
    } finally {
      await enabled.stop()
    }
  })

  test('[API-024] wallet images are SVG with cache headers and an ETag; a matching If-None-Match gets 304', async () => {
    const wallet = directory.wallets[1]
    const url = getDirectoryImageUrl(client, { kind: 'wallet', id: wallet?.image_id ?? '' })
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${DIRECTORY_IMAGE_MAX_AGE_SECONDS}`)
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*>TW<\/text><\/svg>$/)
    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } })
    expect({ status: again.status, etag: again.headers.get('etag'), body: await again.text() }).toEqual({
      status: 304,
      etag,
      body: '',
    })
    const blob = await getDirectoryImage(client, { kind: 'wallet', id: wallet?.image_id ?? '' })
    expect({ type: blob.type, text: await blob.text() }).toEqual({ type: 'image/svg+xml', text: svg })
  })

  test('[API-025][NET-017][CONNECTOR-011] serves every network and connector image id as an asset, currencies and tokens', async () => {
    const assetIds = new Set([...Object.values(NETWORK_IMAGE_IDS), ...Object.values(CONNECTOR_IMAGE_IDS)])
    for (const id of assetIds) {
      const blob = await getDirectoryImage(client, { kind: 'asset', id })
      expect(blob.type).toBe('image/svg+xml')
    }
    expect((await getDirectoryImage(client, { kind: 'currency', id: 'USD' })).type).toBe('image/svg+xml')
    expect(await (await getDirectoryImage(client, { kind: 'token', id: 'USDC' })).text()).toContain(
      '>USDC</text>',
    )
  })

  test('[API-029] an unknown image id is a 404 for every kind', async () => {
    for (const kind of ['wallet', 'asset', 'currency', 'token'] as const) {
      await expect(getDirectoryImage(client, { kind, id: 'no-such-image' })).rejects.toThrow(
        'HTTP status code: 404',
      )
    }
  })

  test('[API-023] a request without projectId is refused with 400 and a JSON message, on every endpoint', async () => {
    const image = directory.wallets[0]?.image_id
    for (const path of [
      '/getWallets',
      '/getAnalyticsConfig',
      `/getWalletImage/${image}`,
      '/public/getTokenImage/ETH',
    ]) {
      for (const query of ['', '?projectId=', '?st=atrium&sv=react-1.7.0']) {
        const response = await fetch(`${directory.url}${path}${query}`)
        expect(response.status).toBe(400)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        expect(await response.json()).toEqual({ message: 'projectId is required' })
      }
    }
  })

  test('refuses out-of-range parameters with 400 and names the parameter', async () => {
    for (const [query, message] of [
      ['page=0', 'Invalid page: expected an integer from 1 to 100000'],
      ['entries=101', 'Invalid entries: expected an integer from 1 to 100'],
      ['entries=ten', 'Invalid entries: expected an integer from 1 to 100'],
      ['chains=ethereum', 'Invalid chains: expected up to 500 comma-separated ids'],
      ['badge_type=gold', 'Invalid badge_type: expected none or certified'],
      [`search=${'x'.repeat(101)}`, 'Invalid search: longer than 100 characters'],
      [`sv=${'1'.repeat(129)}`, 'Invalid sv'],
    ]) {
      const response = await fetch(`${directory.url}/getWallets?projectId=p&${query}`)
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { message },
      })
    }
    const long = await fetch(`${directory.url}/getWallets?projectId=${'p'.repeat(129)}`)
    expect(await long.json()).toEqual({ message: 'Invalid projectId' })
  })

  test('CORS is open on the directory, for pages on any origin', async () => {
    const response = await fetch(`${directory.url}/getWallets?projectId=p&entries=1`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
