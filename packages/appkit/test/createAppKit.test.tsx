import { mainnet } from '@atrium/common'
import { createMemoryStorage, createSiwxConfig } from '@atrium/core'
import { createEip191SiwxVerifier, createMemoryAdapter } from '@atrium/testing/unit'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../src/createAppKit.js'
import { useAppKit, useAppKitAccount } from '../src/exports/react.js'
import type { AppKit } from '../src/instance/buildAppKit.js'
import { ANNOUNCED_WALLET, createSubject, TEST_ADDRESS } from './helpers/createSubject.test-helper.js'

let created: AppKit[] = []
function track(appKit: AppKit): AppKit {
  created.push(appKit)
  return appKit
}

describe('createAppKit', () => {
  afterEach(() => {
    for (const appKit of created) appKit.destroy()
    created = []
    vi.restoreAllMocks()
  })

  it('[OPT-007] the hooks throw the exact message before createAppKit', () => {
    expect(() => renderHook(() => useAppKit())).toThrow(
      'Please call "createAppKit" before using "useAppKit" hook',
    )
    expect(() => renderHook(() => useAppKitAccount())).toThrow(
      expect.objectContaining({ code: 'APPKIT_NOT_CREATED' }),
    )
  })

  it('after createAppKit the hooks work without a provider', () => {
    const { appKit } = createSubject()
    track(appKit)
    const { result } = renderHook(() => useAppKit())
    act(() => result.current.open())
    expect(appKit.getState().open).toBe(true)
  })

  it('[OPT-008] a second call returns the first instance and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = track(createSubject().appKit)
    const second = createSubject({ networks: [mainnet] }).appKit
    expect(second).toBe(first)
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'createAppKit was called again: returning the existing instance',
    )
    expect(first.stores.network.getState().chains.eip155.requestedCaipNetworks).toHaveLength(3)
  })

  it('[OPT-008] a second copy of the module (hot reload) still finds the instance', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = track(createSubject().appKit)
    vi.resetModules()
    const reloaded = await import('../src/createAppKit.js')
    const wallet = createMemoryAdapter({ wallets: [], addresses: [TEST_ADDRESS], networkId: 'eip155:1' })
    expect(reloaded.createAppKit({ adapters: [wallet.adapter] })).toBe(first)
  })

  it('destroy forgets the instance: the next call builds a new one', () => {
    const first = createSubject().appKit
    first.destroy()
    const second = track(createSubject().appKit)
    expect(second).not.toBe(first)
    expect(() => renderHook(() => useAppKit())).not.toThrow()
  })

  it('[OPT-002] a bad option throws InvalidOptionError naming it', () => {
    const wallet = createMemoryAdapter({ wallets: [], addresses: [TEST_ADDRESS], networkId: 'eip155:1' })
    expect(() => createAppKit({ adapters: [wallet.adapter], networks: [] as never })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTION',
        meta: expect.objectContaining({ option: 'networks' }),
      }),
    )
    expect(() => createAppKit({ adapters: [{}] as never })).toThrow(
      'Invalid option "adapters[0]": must be a chain adapter (e.g. made by createWagmiAdapter)',
    )
    const siwx = createSiwxConfig({
      domain: 'app.example',
      verifiers: [createEip191SiwxVerifier()],
      storage: createMemoryStorage(),
    })
    expect(() => createAppKit({ adapters: [], siwx, siweConfig: {} })).toThrow(
      expect.objectContaining({ code: 'SIWE_AND_SIWX_CONFLICT' }),
    )
  })

  it('[UI-002] themeMode and themeVariables options set the theme; setters change it', () => {
    const { appKit } = createSubject({
      options: { themeMode: 'dark', themeVariables: { accent: '#00ff00' } },
    })
    track(appKit)
    expect(appKit.stores.theme.getState()).toEqual({
      themeMode: 'dark',
      themeVariables: { accent: '#00ff00' },
    })
    appKit.setThemeMode('light')
    appKit.setThemeVariables({ borderRadiusPx: 4 })
    expect(appKit.stores.theme.getState()).toEqual({
      themeMode: 'light',
      themeVariables: { accent: '#00ff00', borderRadiusPx: 4 },
    })
  })

  it('vanilla API: getState / subscribeState / subscribeEvents / getAddress / switchNetwork / disconnect', async () => {
    const { appKit } = createSubject()
    track(appKit)
    const states: unknown[] = []
    const events: string[] = []
    appKit.subscribeState((state) => states.push(state))
    appKit.subscribeEvents((event) => events.push(event.data.event))
    expect(appKit.getState()).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
    })
    const connector = appKit.stores.connectors
      .getState()
      .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
    if (connector === undefined) throw new Error('test wallet not listed')
    await appKit.connect({ connector })
    expect(appKit.getAddress()).toBe(TEST_ADDRESS)
    expect(appKit.getIsConnected()).toBe(true)
    expect(appKit.getWalletInfo()).toMatchObject({ name: 'Atrium Test Wallet' })
    const { optimism } = await import('@atrium/common')
    await appKit.switchNetwork(optimism)
    expect(appKit.getCaipAddress()).toBe(`eip155:10:${TEST_ADDRESS}`)
    await appKit.disconnect()
    expect(appKit.getAddress()).toBeUndefined()
    expect(states).toContainEqual(expect.objectContaining({ selectedNetworkId: 'eip155:10' }))
    expect(events).toEqual(['CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS'])
  })

  it('[STORE-007] a stored session is restored on load without a prompt', async () => {
    const storage = createMemoryStorage()
    const firstVisit = createSubject({ storage, restorableConnectorId: ANNOUNCED_WALLET.id })
    const connector = firstVisit.appKit.stores.connectors
      .getState()
      .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
    if (connector === undefined) throw new Error('test wallet not listed')
    await firstVisit.appKit.connect({ connector })
    firstVisit.appKit.destroy()

    const reload = createSubject({ storage, restorableConnectorId: ANNOUNCED_WALLET.id })
    track(reload.appKit)
    expect(reload.appKit.stores.connection.getState().status).toBe('connecting')
    await reload.appKit.ready
    expect(reload.wallet.calls).toEqual(expect.arrayContaining([`reconnect:${ANNOUNCED_WALLET.id}`]))
    expect(reload.wallet.calls.some((call) => call.startsWith('connect:'))).toBe(false)
    expect(reload.appKit.getAddress()).toBe(TEST_ADDRESS)
    expect(reload.appKit.getWalletInfo()).toMatchObject({ name: 'Atrium Test Wallet' })
  })

  it('a session the wallet no longer has is forgotten, and the status returns to disconnected', async () => {
    const storage = createMemoryStorage({ '@atrium/eip155:connected_connector_id': 'io.gone' })
    const { appKit, wallet } = createSubject({ storage })
    track(appKit)
    await appKit.ready
    expect(wallet.calls).toEqual(['reconnect:io.gone'])
    expect(appKit.stores.connection.getState().status).toBe('disconnected')
    expect(storage.getItem('@atrium/eip155:connected_connector_id')).toBeNull()
  })
})
