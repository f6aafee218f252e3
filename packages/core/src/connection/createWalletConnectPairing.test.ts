import { AtriumError, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { WalletConnectClient } from './connectWalletConnect.js'
import { createConnectionStore } from './createConnectionStore.js'
import { createWalletConnectPairing } from './createWalletConnectPairing.js'
import type { PairingPlatform } from './getPairingStep.js'
import type { Timers } from './Timers.js'

const clock = { now: () => Date.now() }
const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
const DESKTOP: PairingPlatform = { isTelegram: false, isIOSSafari: false }
const TELEGRAM: PairingPlatform = { isTelegram: true, isIOSSafari: false }

/** A WalletConnect peer under the test's control: each pairing announces a URI and waits. */
function createPairingPeer() {
  const pairings: { uri: string; approve: () => void; reject: (error: unknown) => void }[] = []
  const client: WalletConnectClient = {
    connectWalletConnect: ({ onUri }) =>
      new Promise<void>((resolve, reject) => {
        const uri = `wc:pairing-${pairings.length + 1}@2`
        pairings.push({ uri, approve: resolve, reject })
        onUri(uri)
      }),
  }
  return { client, pairings }
}

function setup(platform: PairingPlatform = DESKTOP) {
  const connection = createConnectionStore()
  const peer = createPairingPeer()
  const storage = createAtriumStorage({ backend: createMemoryStorage(), clock })
  const events: AnalyticsEvent[] = []
  const pairing = createWalletConnectPairing(
    { connection },
    {
      client: peer.client,
      getPlatform: () => platform,
      clock,
      timers,
      storage,
      track: (event) => events.push(event),
    },
  )
  return { connection, peer, storage, events, pairing }
}

const refusal = () => new AtriumError('RPC_USER_REJECTED_REQUEST', 'User rejected the request.')

describe('createWalletConnectPairing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[CONN-010] connect joins a prefetched pairing: no second URI, and the first one connects', async () => {
    const { connection, peer, pairing } = setup()
    pairing.prefetch()
    pairing.prefetch()
    const joined = pairing.connect()
    expect(peer.pairings).toHaveLength(1)
    expect(connection.getState().wcUri).toBe('wc:pairing-1@2')
    peer.pairings[0]?.approve()
    await joined
    expect(connection.getState().status).toBe('connected')
  })

  it('[CONN-016][CONN-017] finalises an approved pairing once: deep link and recent wallet stored, CONNECT_SUCCESS mobile', async () => {
    const { connection, peer, storage, events, pairing } = setup()
    const first = pairing.connect()
    const second = pairing.connect()
    const wallet = { id: 'trust', name: 'Trust', mobile_link: 'trust://' }
    connection.setState({ recentWallet: wallet, wcLinking: { name: 'Trust', href: 'trust://' } })
    peer.pairings[0]?.approve()
    await Promise.all([first, second])
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'mobile', name: 'Trust' } }])
    expect(storage.getDeepLinkChoice()).toEqual({ name: 'Trust', href: 'trust://' })
    expect(storage.getRecentWallets()).toEqual([wallet])
  })

  it('[CONN-004] fresh starts a new pairing; so does connect once the live URI has 10 s or less left', async () => {
    const { connection, peer, pairing } = setup()
    void pairing.connect().catch(() => undefined)
    void pairing.connect({ fresh: true }).catch(() => undefined)
    expect(peer.pairings).toHaveLength(2)
    expect(connection.getState().wcUri).toBe('wc:pairing-2@2')

    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    const afterExpiry = pairing.connect()
    expect(peer.pairings).toHaveLength(3)
    peer.pairings[2]?.approve()
    await afterExpiry
  })

  it('a refusal rejects every caller waiting on the pairing; the next connect starts a new one', async () => {
    const { connection, peer, pairing } = setup()
    pairing.prefetch()
    const joined = pairing.connect()
    peer.pairings[0]?.reject(refusal())
    await expect(joined).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(connection.getState()).toMatchObject({ wcError: true, status: 'disconnected' })
    void pairing.connect().catch(() => undefined)
    expect(peer.pairings).toHaveLength(2)
  })

  it('prefetch does nothing while connected', () => {
    const { connection, peer, pairing } = setup()
    connection.setState({ status: 'connected' })
    pairing.prefetch()
    expect(peer.pairings).toHaveLength(0)
  })

  it('[CONN-005] in Telegram a fresh connect while the pairing is pending waits for it and shares its outcome', async () => {
    const { peer, events, pairing } = setup(TELEGRAM)
    const first = pairing.connect()
    const waiting = pairing.connect({ fresh: true })
    expect(peer.pairings).toHaveLength(1)
    peer.pairings[0]?.reject(refusal())
    await expect(first).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    await expect(waiting).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(events).toEqual([])
  })
})
