// @vitest-environment node
import { CONNECTOR_IDS, mainnet, solana } from '@atrium/common'
import type { WalletConnectClient } from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createWalletConnectPeer, type WalletConnectPeer } from '@atrium/testing'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { describe, expect, it, vi } from 'vitest'
import { routeToWalletConnect } from '../../src/walletconnect/routeToWalletConnect.js'
import { SIGN_CLIENT_DEEP_LINK_KEY } from '../../src/walletconnect/shareDeepLinkChoice.js'
import { createTestConnection, type PageStorage } from './createTestConnection.test-helper.js'
import { setUpRelayTestBed } from './relayTestBed.test-helper.js'

const { relay, relayUrl, cleanups } = setUpRelayTestBed()
const PEER_KEY = DEV_ACCOUNTS[3]?.privateKey ?? '0x'
const SOLANA_SEED = Uint8Array.from({ length: 32 }, (_, index) => index + 7)

function createSubject(page?: PageStorage) {
  return createTestConnection({ relayUrl: relayUrl(), networks: [mainnet, solana], cleanups, page })
}

async function createPeer(): Promise<WalletConnectPeer> {
  const peer = await createWalletConnectPeer({
    relayUrl: relayUrl(),
    privateKey: PEER_KEY,
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
    solanaSeed: SOLANA_SEED,
  })
  cleanups.push(() => peer.close())
  return peer
}

/** Connects, handing the URI to `onUri`; resolves with the URI and the connect promise. */
function startConnecting(client: WalletConnectClient) {
  let connected!: Promise<void>
  const uri = new Promise<string>((resolve) => {
    connected = client.connectWalletConnect({ onUri: resolve })
  })
  return { uri, connected }
}

/** Pairs `connection` with a new peer, which approves the session; resolves with the peer. */
async function connectPeer(connection: WalletConnectClient): Promise<WalletConnectPeer> {
  const peer = await createPeer()
  const { uri, connected } = startConnecting(connection)
  await peer.pair(await uri)
  await peer.approve()
  await connected
  return peer
}

describe('createWalletConnectConnection', () => {
  it('[CONN-013][CONN-014] pairs through the relay and fills the eip155 and solana accounts', async () => {
    const { stores, storage, connection } = createSubject()
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    expect(await uri).toMatch(/^wc:/)
    const proposal = await peer.pair(await uri)
    expect(Object.keys(proposal.params.optionalNamespaces).sort()).toEqual(['eip155', 'solana'])
    await peer.approve()
    await connected

    const { chains } = stores.account.getState()
    expect(chains.eip155?.address).toBe(peer.address)
    expect(chains.eip155?.status).toBe('connected')
    expect(chains.solana?.address).toBe(peer.solanaAddress)
    expect(stores.connection.getState().status).toBe('connected')
    expect(storage.getConnectedConnectorId('eip155')).toBe(CONNECTOR_IDS.WALLET_CONNECT)
    expect(connection.getNamespaces()).toEqual(expect.arrayContaining(['eip155', 'solana']))
  })

  it('sends requests to the wallet (personal_sign)', async () => {
    const { connection } = createSubject()
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.approve()
    await connected
    const signature = await connection.request({
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x68656c6c6f', peer.address],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(peer.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })

  it('a proposal the wallet rejects fails with RPC_USER_REJECTED_REQUEST', async () => {
    const { stores, connection } = createSubject()
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.reject()
    await expect(connected).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(stores.account.getState().chains.eip155?.status).not.toBe('connected')
  })

  it('a session deleted by the wallet disconnects its namespaces', async () => {
    const { stores, connection } = createSubject()
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.approve()
    await connected
    await peer.disconnect()
    await expect.poll(() => stores.account.getState().chains.eip155?.status).toBe('disconnected')
    expect(stores.account.getState().chains.solana?.status).toBe('disconnected')
    expect(connection.isConnected()).toBe(false)
    await expect(connection.ping()).rejects.toMatchObject({ code: 'RPC_DISCONNECTED' })
  })

  it('restores the session of the last visit without a prompt', async () => {
    const first = createSubject()
    const peer = await connectPeer(first.connection)
    await first.connection.dispose()

    const second = createSubject(first.page)
    expect(await second.connection.restore()).toBe(true)
    expect(second.stores.account.getState().chains.eip155?.address).toBe(peer.address)
    expect(peer.requests).toEqual([])
  })

  it('[CONN-016] a request hands the stored deep link to the sign-client, after a reload too; once cleared, it is taken back', async () => {
    const first = createSubject()
    const peer = await connectPeer(first.connection)
    const link = { name: 'Atrium Peer Wallet', href: 'atrium-peer://' }
    first.storage.setDeepLinkChoice(link)
    await first.connection.dispose()

    const second = createSubject(first.page)
    expect(await second.connection.restore()).toBe(true)
    const sign = () =>
      second.connection.request({
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: ['0x68656c6c6f', peer.address],
      })
    // The sign-client reads the link it opens from this key of its storage as it sends the request.
    await sign()
    expect(await first.page.keyValueStorage.getItem(SIGN_CLIENT_DEEP_LINK_KEY)).toEqual(link)
    second.storage.removeDeepLinkChoice()
    await sign()
    expect(await first.page.keyValueStorage.getItem(SIGN_CLIENT_DEEP_LINK_KEY)).toBeUndefined()
    expect(peer.requests.map((request) => request.method)).toEqual(['personal_sign', 'personal_sign'])
  })

  it('[CONN-004] a new pairing while one is pending (expiry) pairs with the new URI', async () => {
    const { stores, connection } = createSubject()
    const peer = await createPeer()
    const first = startConnecting(connection)
    const firstUri = await first.uri
    const second = startConnecting(connection)
    const secondUri = await second.uri
    expect(secondUri).not.toBe(firstUri)
    await peer.pair(secondUri)
    await peer.approve()
    await second.connected
    expect(stores.account.getState().chains.eip155?.address).toBe(peer.address)
  })

  it('the session still answers after the relay restarts mid-session', async () => {
    const { connection } = createSubject()
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.approve()
    await connected
    await relay().restart()
    // Both clients reconnect on their own (core retries 100 ms after the close, then every second).
    await vi.waitFor(() => expect(relay().connectionCount).toBe(2), { timeout: 10_000 })
    const signature = await connection.request({
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x68656c6c6f', peer.address],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(connection.isConnected()).toBe(true)
  })

  it('restore resolves false when nothing was stored', async () => {
    const { connection } = createSubject()
    expect(await connection.restore()).toBe(false)
  })
})

describe('routeToWalletConnect', () => {
  it('checks the session on ping, sends signMessage to the wallet, and leaves disconnect to the connection', async () => {
    const { stores, connection } = createSubject()
    const memory = createMemoryAdapter({
      wallets: [],
      addresses: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      networkId: 'eip155:1',
    })
    const routed = routeToWalletConnect(memory.adapter, { connection, connectors: stores.connectors })
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.approve()
    await connected

    await routed.ping?.()
    const signature = await routed.signMessage?.({
      caipAddress: `eip155:1:${peer.address}`,
      message: 'hello',
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(peer.requests.map((request) => request.method)).toEqual(['personal_sign'])
    expect(peer.requests[0]?.params).toEqual(['0x68656c6c6f', peer.address])
    await routed.disconnect({ connectorId: CONNECTOR_IDS.WALLET_CONNECT })
    expect(memory.calls).toEqual([])
    expect(await routed.reconnect?.({ connectorId: CONNECTOR_IDS.WALLET_CONNECT })).toBeUndefined()
  })

  it('without a WalletConnect session the adapter answers; an ability it lacks is RPC_UNSUPPORTED_METHOD', async () => {
    const { stores, connection } = createSubject()
    const memory = createMemoryAdapter({
      wallets: [],
      addresses: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      networkId: 'eip155:1',
    })
    const routed = routeToWalletConnect(memory.adapter, { connection, connectors: stores.connectors })
    await routed.disconnect({ connectorId: 'io.metamask' })
    expect(memory.calls).toEqual(['disconnect'])
    await expect(
      routed.signMessage?.({
        caipAddress: 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        message: 'x',
      }),
    ).rejects.toMatchObject({ code: 'RPC_UNSUPPORTED_METHOD' })
  })
})
