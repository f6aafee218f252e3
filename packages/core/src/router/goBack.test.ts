import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Timers } from '../connection/Timers.js'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore, type RouterState } from './createRouterStore.js'
import { type FarcasterBackPorts, goBack } from './goBack.js'

const timers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

function setup(initial: Partial<RouterState>) {
  return { router: createRouterStore(initial), modal: createModalStore({ isOpen: true }) }
}

function farcasterPorts(hasActiveAddress: boolean) {
  const calls: string[] = []
  const ports: FarcasterBackPorts = {
    hasActiveAddress,
    timers,
    clearFarcasterUrl: () => calls.push('clearFarcasterUrl'),
    reloadAuthProvider: () => calls.push('reloadAuthProvider'),
    syncAppMetadata: () => calls.push('syncAppMetadata'),
  }
  return { ports, calls }
}

describe('goBack', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('[ROUTER-004] pops one view and keeps the modal open', () => {
    const stores = setup({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    expect(goBack(stores)).toEqual({ closedModal: false, farcasterResetScheduled: false })
    expect(stores.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(stores.modal.getState().isOpen).toBe(true)
  })

  it('[ROUTER-005] closes the modal when the history has one entry', () => {
    const stores = setup({ view: 'Connect' })
    expect(goBack(stores).closedModal).toBe(true)
    expect(stores.modal.getState().isOpen).toBe(false)
    expect(stores.router.getState().history).toEqual(['Connect'])
  })

  it('[ROUTER-006] closes the modal when UnsupportedChain is in the history', () => {
    const stores = setup({ view: 'Account', history: ['UnsupportedChain', 'Account'] })
    expect(goBack(stores).closedModal).toBe(true)
    expect(stores.modal.getState().isOpen).toBe(false)
    expect(stores.router.getState().view).toBe('Account')
  })

  it('[ROUTER-021] farcaster: leaving ConnectingFarcaster with no address resets the frame after 100 ms', async () => {
    const stores = setup({ view: 'ConnectingFarcaster', history: ['Connect', 'ConnectingFarcaster'] })
    const { ports, calls } = farcasterPorts(false)
    expect(goBack(stores, { farcaster: ports }).farcasterResetScheduled).toBe(true)
    expect(stores.router.getState().view).toBe('Connect')
    await vi.advanceTimersByTimeAsync(99)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['clearFarcasterUrl', 'reloadAuthProvider', 'syncAppMetadata'])
  })

  it('[ROUTER-021] farcaster: the reset also runs when going back closes the modal', async () => {
    const stores = setup({ view: 'ConnectingFarcaster' })
    const { ports, calls } = farcasterPorts(false)
    expect(goBack(stores, { farcaster: ports })).toEqual({ closedModal: true, farcasterResetScheduled: true })
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toHaveLength(3)
  })

  it('[ROUTER-022] farcaster: with an active address nothing is scheduled', async () => {
    const stores = setup({ view: 'ConnectingFarcaster', history: ['Connect', 'ConnectingFarcaster'] })
    const { ports, calls } = farcasterPorts(true)
    expect(goBack(stores, { farcaster: ports }).farcasterResetScheduled).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toEqual([])
    expect(stores.router.getState().view).toBe('Connect')
  })

  it('[ROUTER-022] farcaster: leaving another view has no Farcaster side effects', async () => {
    const stores = setup({ view: 'AllWallets', history: ['Connect', 'AllWallets'] })
    const { ports, calls } = farcasterPorts(false)
    expect(goBack(stores, { farcaster: ports }).farcasterResetScheduled).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toEqual([])
  })
})
