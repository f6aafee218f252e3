import { AtriumError, PAIRING_RETRY_INTERVAL_MS } from '@atrium/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  connectWalletConnect,
  PAIRING_MAX_ATTEMPTS,
  type WalletConnectClient,
} from './connectWalletConnect.js'
import { createConnectionStore } from './createConnectionStore.js'
import type { Timers } from './Timers.js'

const clock = { now: () => Date.now() }
const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
const telegram = { isTelegram: true, isIOSSafari: false }
const desktop = { isTelegram: false, isIOSSafari: false }

/**
 * A WalletConnect pairing peer under the test's control: each pairing announces a fresh URI, then
 * waits until the test approves or rejects it.
 */
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

const pairingFailure = () => new AtriumError('RPC_USER_REJECTED_REQUEST', 'User rejected the request.')

describe('connectWalletConnect', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[CONN-001][CONN-003] runs a pairing: still disconnected while the URI waits for a scan, then connected', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const result = connectWalletConnect(
      { connection },
      { client: peer.client, platform: desktop, clock, timers },
    )
    expect(connection.getState()).toMatchObject({
      status: 'disconnected',
      buffering: true,
      wcUri: 'wc:pairing-1@2',
      wcPairingExpiry: Date.now() + 240_000,
    })
    peer.pairings[0]?.approve()
    await expect(result).resolves.toEqual({ outcome: 'connected', uri: 'wc:pairing-1@2' })
    expect(connection.getState()).toMatchObject({
      status: 'connected',
      buffering: false,
      wcPairingExpiry: undefined,
    })
  })

  it('[CONN-005] in Telegram a second call waits for the pending pairing instead of starting one', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const parameters = { client: peer.client, platform: telegram, clock, timers }
    const first = connectWalletConnect({ connection }, parameters)
    const second = connectWalletConnect({ connection }, parameters)
    let secondSettled = false
    void second.then(() => {
      secondSettled = true
    })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(secondSettled).toBe(false)
    expect(peer.pairings).toHaveLength(1)
    peer.pairings[0]?.approve()
    await expect(first).resolves.toMatchObject({ outcome: 'connected' })
    await expect(second).resolves.toEqual({ outcome: 'waited', uri: 'wc:pairing-1@2' })
  })

  it('[CONN-006] in iOS Safari a valid URI is reused without a new pairing', async () => {
    const connection = createConnectionStore({ wcUri: 'wc:old@2', wcPairingExpiry: Date.now() + 60_000 })
    const peer = createPairingPeer()
    const result = await connectWalletConnect(
      { connection },
      { client: peer.client, platform: { isTelegram: false, isIOSSafari: true }, clock, timers },
    )
    expect(result).toEqual({ outcome: 'reused', uri: 'wc:old@2' })
    expect(peer.pairings).toHaveLength(0)
  })

  it('[CONN-007] in Telegram an expired URI (10 s left) starts a new pairing', async () => {
    const connection = createConnectionStore({ wcUri: 'wc:old@2', wcPairingExpiry: Date.now() + 10_000 })
    const peer = createPairingPeer()
    const result = connectWalletConnect(
      { connection },
      { client: peer.client, platform: telegram, clock, timers },
    )
    expect(peer.pairings).toHaveLength(1)
    expect(connection.getState().wcUri).toBe('wc:pairing-1@2')
    peer.pairings[0]?.approve()
    await expect(result).resolves.toMatchObject({ outcome: 'connected', uri: 'wc:pairing-1@2' })
  })

  it('[CONN-001] a user connected elsewhere stays connected while a pairing waits and after it fails', async () => {
    const connection = createConnectionStore()
    connection.setState({ status: 'connected' })
    const peer = createPairingPeer()
    const result = connectWalletConnect(
      { connection },
      { client: peer.client, platform: desktop, clock, timers, maxAttempts: 1 },
    )
    expect(connection.getState()).toMatchObject({ status: 'connected', buffering: true })
    peer.pairings[0]?.reject(pairingFailure())
    await expect(result).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(connection.getState()).toMatchObject({ status: 'connected', buffering: false, wcError: true })
  })

  it('[CONN-008] a failed pairing sets wcError and is retried after 1 s', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const result = connectWalletConnect(
      { connection },
      { client: peer.client, platform: desktop, clock, timers },
    )
    peer.pairings[0]?.reject(pairingFailure())
    await vi.advanceTimersByTimeAsync(0)
    expect(connection.getState()).toMatchObject({ wcError: true, buffering: false, status: 'disconnected' })
    await vi.advanceTimersByTimeAsync(PAIRING_RETRY_INTERVAL_MS - 1)
    expect(peer.pairings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(peer.pairings).toHaveLength(2)
    expect(connection.getState()).toMatchObject({ wcError: false, buffering: true, wcUri: 'wc:pairing-2@2' })
    peer.pairings[1]?.approve()
    await expect(result).resolves.toMatchObject({ outcome: 'connected', uri: 'wc:pairing-2@2' })
  })

  it('[CONN-008] gives up after maxAttempts and throws the last coded error', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const result = connectWalletConnect(
      { connection },
      { client: peer.client, platform: desktop, clock, timers, maxAttempts: 2 },
    )
    const outcome = expect(result).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    peer.pairings[0]?.reject(pairingFailure())
    await vi.advanceTimersByTimeAsync(PAIRING_RETRY_INTERVAL_MS)
    peer.pairings[1]?.reject(pairingFailure())
    await outcome
    expect(peer.pairings).toHaveLength(2)
    expect(connection.getState().wcError).toBe(true)
    expect(PAIRING_MAX_ATTEMPTS).toBe(3)
  })

  it('[CONN-008] an aborted signal stops the retries', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const controller = new AbortController()
    const result = connectWalletConnect(
      { connection },
      { client: peer.client, platform: desktop, clock, timers, signal: controller.signal },
    )
    const outcome = expect(result).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    peer.pairings[0]?.reject(pairingFailure())
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    await outcome
    await vi.advanceTimersByTimeAsync(5_000)
    expect(peer.pairings).toHaveLength(1)
  })

  it('starting a pairing drops the previous URI until the new one arrives', async () => {
    const connection = createConnectionStore({ wcUri: 'wc:old@2', wcPairingExpiry: Date.now() + 60_000 })
    let announce: (uri: string) => void = () => {}
    const client: WalletConnectClient = {
      connectWalletConnect: ({ onUri }) => {
        announce = onUri
        return new Promise<void>(() => {})
      },
    }
    void connectWalletConnect({ connection }, { client, platform: desktop, clock, timers })
    expect(connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      buffering: true,
    })
    announce('wc:new@2')
    expect(connection.getState().wcUri).toBe('wc:new@2')
  })

  it('[CONN-006] in iOS Safari the URI of a failed pairing is not reused: a new pairing starts', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const parameters = {
      client: peer.client,
      platform: { isTelegram: false, isIOSSafari: true },
      clock,
      timers,
    }
    const first = connectWalletConnect({ connection }, { ...parameters, maxAttempts: 1 })
    peer.pairings[0]?.reject(pairingFailure())
    await expect(first).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    expect(connection.getState()).toMatchObject({ wcUri: 'wc:pairing-1@2', wcPairingExpiry: undefined })

    const second = connectWalletConnect({ connection }, parameters)
    expect(peer.pairings).toHaveLength(2)
    peer.pairings[1]?.approve()
    await expect(second).resolves.toEqual({ outcome: 'connected', uri: 'wc:pairing-2@2' })
  })

  it('the late failure of a replaced pairing leaves the live pairing untouched', async () => {
    const connection = createConnectionStore()
    const peer = createPairingPeer()
    const parameters = { client: peer.client, platform: desktop, clock, timers }
    const replaced = connectWalletConnect({ connection }, parameters)
    const live = connectWalletConnect({ connection }, parameters)
    peer.pairings[0]?.reject(pairingFailure())
    await expect(replaced).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(peer.pairings).toHaveLength(2)
    expect(connection.getState()).toMatchObject({
      wcUri: 'wc:pairing-2@2',
      wcError: false,
      buffering: true,
      status: 'disconnected',
    })
    peer.pairings[1]?.approve()
    await expect(live).resolves.toMatchObject({ outcome: 'connected' })
  })

  it('[ERR-017] throws ConnectionControllerClientNotSetError when the client is not set', async () => {
    const connection = createConnectionStore()
    await expect(
      connectWalletConnect({ connection }, { client: undefined, platform: desktop, clock, timers }),
    ).rejects.toMatchObject({
      name: 'ConnectionControllerClientNotSetError',
      code: 'CONNECTION_CONTROLLER_CLIENT_NOT_SET',
      message: 'ConnectionController client not set',
    })
    expect(connection.getState().status).toBe('disconnected')
  })
})
