// @vitest-environment node
import { mainnet } from '@atrium/common'
import {
  type AnalyticsEvent,
  createWalletConnectPairing,
  type PairingPlatform,
  updateConnection,
} from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createWalletConnectPeer, type WalletConnectPeer } from '@atrium/testing'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_TIMERS } from '../../src/platform/defaultTimers.js'
import { createTestConnection } from './createTestConnection.test-helper.js'
import { setUpRelayTestBed } from './relayTestBed.test-helper.js'

const { relayUrl, cleanups } = setUpRelayTestBed()
const PEER_KEY = DEV_ACCOUNTS[3]?.privateKey ?? '0x'
const CLOCK = { now: () => Date.now() }
const DESKTOP: PairingPlatform = { isTelegram: false, isIOSSafari: false }
const TELEGRAM: PairingPlatform = { isTelegram: true, isIOSSafari: false }
const TRUST = { id: 'trust', name: 'Trust', mobile_link: 'trust://' }

function createSubject(platform: PairingPlatform = DESKTOP) {
  const {
    stores,
    storage,
    connection: client,
  } = createTestConnection({
    relayUrl: relayUrl(),
    networks: [mainnet],
    cleanups,
  })
  const events: AnalyticsEvent[] = []
  const pairing = createWalletConnectPairing(stores, {
    client,
    getPlatform: () => platform,
    clock: CLOCK,
    timers: DEFAULT_TIMERS,
    storage,
    track: (event) => events.push(event),
  })
  /** Resolves with the next pairing URI the connection store shows. */
  const nextUri = (after?: string) =>
    vi.waitFor(
      () => {
        const { wcUri } = stores.connection.getState()
        if (wcUri === undefined || wcUri === after) throw new Error('no new URI yet')
        return wcUri
      },
      { timeout: 10_000 },
    )
  return { stores, storage, pairing, events, nextUri }
}

async function createPeer(): Promise<WalletConnectPeer> {
  const peer = await createWalletConnectPeer({
    relayUrl: relayUrl(),
    privateKey: PEER_KEY,
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
  })
  cleanups.push(() => peer.close())
  return peer
}

describe('createWalletConnectPairing', () => {
  it('[CONN-010][CONN-016][CONN-017] a view opened after a prefetch joins it: the prefetched URI connects, finalised as mobile', async () => {
    const { stores, storage, pairing, events, nextUri } = createSubject()
    const peer = await createPeer()
    pairing.prefetch()
    const uri = await nextUri()
    pairing.prefetch()
    // The tap on a wallet row: the deep link goes out with the prefetched URI.
    updateConnection(stores, { recentWallet: TRUST, wcLinking: { name: 'Trust', href: 'trust://' } })
    const connected = pairing.connect()
    expect(stores.connection.getState().wcUri).toBe(uri)

    await peer.pair(uri)
    await peer.approve()
    await connected
    expect(stores.account.getState().chains.eip155?.address).toBe(peer.address)
    expect(storage.getDeepLinkChoice()).toEqual({ name: 'Trust', href: 'trust://' })
    expect(storage.getRecentWallets()).toEqual([TRUST])
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'mobile', name: 'Trust' } }])
  })

  it('[CONN-001] a prefetched pairing or a QR waiting for a scan is not "connecting"; approval connects', async () => {
    const { stores, pairing, nextUri } = createSubject()
    const peer = await createPeer()
    pairing.prefetch()
    const uri = await nextUri()
    expect(stores.connection.getState()).toMatchObject({ status: 'disconnected', buffering: true })
    const connected = pairing.connect()
    expect(stores.connection.getState().status).toBe('disconnected')
    await peer.pair(uri)
    await peer.approve()
    await connected
    expect(stores.connection.getState().status).toBe('connected')
  })

  it('[CONN-017] a pairing by QR code is finalised as qrcode, once, however many views waited on it', async () => {
    const { pairing, events, nextUri } = createSubject()
    const peer = await createPeer()
    const first = pairing.connect()
    const uri = await nextUri()
    const second = pairing.connect()
    await peer.pair(uri)
    await peer.approve()
    await Promise.all([first, second])
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'Unknown' } }])
  })

  it('[CONN-004] fresh starts a new pairing, which the wallet connects with', async () => {
    const { stores, pairing, nextUri } = createSubject()
    const peer = await createPeer()
    const first = pairing.connect()
    first.catch(() => undefined)
    const firstUri = await nextUri()
    const second = pairing.connect({ fresh: true })
    const secondUri = await nextUri(firstUri)
    await peer.pair(secondUri)
    await peer.approve()
    await second
    expect(stores.connection.getState()).toMatchObject({ status: 'connected', wcError: false })
  })

  it('a refused pairing rejects every view waiting on it; the next connect starts a new one', async () => {
    const { stores, pairing, nextUri } = createSubject()
    const peer = await createPeer()
    pairing.prefetch()
    const uri = await nextUri()
    const joined = pairing.connect()
    await peer.pair(uri)
    await peer.reject()
    await expect(joined).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(stores.connection.getState()).toMatchObject({ wcError: true, status: 'disconnected' })

    const retry = pairing.connect()
    const retryUri = await nextUri(uri)
    await peer.pair(retryUri)
    await peer.approve()
    await retry
    expect(stores.connection.getState().status).toBe('connected')
  })

  it('[CONN-005] in Telegram a fresh connect while the pairing is pending waits for it', async () => {
    const { pairing, events, nextUri } = createSubject(TELEGRAM)
    const peer = await createPeer()
    const first = pairing.connect()
    const uri = await nextUri()
    const waiting = pairing.connect({ fresh: true })
    await peer.pair(uri)
    await peer.approve()
    await Promise.all([first, waiting])
    expect(events.map(({ event }) => event)).toEqual(['CONNECT_SUCCESS'])
  })
})
